import Foundation
import SnapRuntime

/// The view of Apple's platform that the remote packages snap builds get, the one the previewed
/// app's own files get: packages see this repository's `SwiftUI`, so `#if canImport(SwiftUI)`
/// holds for them, and many take it to mean an Apple platform, where `Combine`, `OSLog` and
/// Darwin are there too (pointfreeco/swift-perception@2.0.9 imports `MachO` under `#if DEBUG &&
/// canImport(SwiftUI)`; pointfreeco/swift-composable-architecture@1.25.5 imports `Combine` and
/// `OSLog` and calls `os_unfair_lock_lock` with only Foundation imported). Their builds get the
/// modules of Apple's names in the runtime's `Sources/DarwinShim/Modules`, which are this
/// runtime's own, not stand-ins: `Combine` re-exports the runtime's OpenCombine (a package's
/// `Publisher` is the app's), `os` and `OSLog` its `_OSLog`, `SystemConfiguration` its
/// `_SystemConfiguration` (reachability, which Alamofire builds `#if canImport`), `Network` its `_Network` (the MCP
/// SDK's transport), and `MachO` declares dyld's image
/// list, which the runtime implements (`DarwinShim`). Every Swift file of a package also imports
/// `_DarwinGaps`, what Apple's Darwin, Dispatch and Foundation declare and Linux's lack:
/// `os_unfair_lock` (a real lock), dyld's list and Combine's schedulers of Dispatch and Foundation.
///
/// No package's source is changed: a package's `#if canImport(Combine)`, `canImport(os)` and
/// `canImport(MachO)` now hold as on Apple platforms, and its Darwin branch compiles against
/// these modules. Packages that reach Combine on Linux through OpenCombineShim now reach it
/// through `Combine`: the same OpenCombine. OpenCombine's own targets, which the runtime has
/// (snap links the runtime's), are built before the Swift modules join the build
/// (`SwiftPMProducts`): OpenCombine takes `canImport(Combine)` to mean Apple's Combine and leaves
/// its schedulers out, and `_DarwinGaps` re-exports them, which would import OpenCombine into itself.
///
/// `UIKit` (`Sources/DarwinShim/PackageUIKit`, beside the others' folder: clang finds the module
/// maps of a search path's subfolders) joins only the builds of graphs that need it
/// (`uikitFlags`, `SwiftPMProducts`): a package whose `canImport(UIKit)` holds takes its UIKit
/// branches, and some of those need what Linux cannot give (pointfreeco/swift-sharing@2.8.2
/// overrides `NSObject`'s key-value observing in its `AppStorageKey`).
enum PackageDarwinView {
    /// The folder of the modules' sources and C module map, in the runtime's C module sources.
    static func sources(runtime: URL) throws -> URL {
        try PreviewCompiler.cModuleRoot(runtime: runtime).appendingPathComponent("Sources/DarwinShim/Modules")
    }

    /// The Swift modules only the builds that need UIKit get, with it: `CryptoKit` (the runtime's
    /// `_CryptoKit`) and `Security` (its `_Security`) too, so that a graph without UIKit keeps its
    /// `canImport(CryptoKit)` and `canImport(Security)` answers, its own swift-crypto and TLS.
    static let uikitModules = ["CryptoKit", "Security", "UIKit"]

    /// The folder of `UIKit`'s Swift overlay and C module map, beside `sources`.
    static func uikitSources(runtime: URL) throws -> URL {
        try sources(runtime: runtime).deletingLastPathComponent().appendingPathComponent("PackageUIKit")
    }

    /// The Swift modules, in the order they are compiled: `OSLog` re-exports `os`. `_DarwinGaps`
    /// is the Swift overlay of the C module of that name, which stands alone while it is absent.
    /// Each links the runtime, which implements them (`-module-link-name`, the module map's `link`),
    /// as Apple's frameworks link their libraries: a program or a macro plugin whose code imports
    /// one links it with no flag of its own (swift-syntax's `SwiftSyntaxBuilder` logs with `Logger`
    /// `#if canImport(os)`, and the Composable Architecture's macros link it).
    static let swiftModules = ["os", "OSLog", "Combine", "SystemConfiguration", "Network", "_DarwinGaps"]

    /// The runtime's modules the Swift modules re-export: OpenCombine's, whose copies in a package
    /// graph (combine-schedulers depends on OpenCombine on Linux) are built first and never read.
    static let runtimeModules = ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"]

    /// The compiler flags of a package's Swift targets: the C modules, the Swift modules once
    /// `join(_:runtime:)` has put them in `folder`, `_DarwinGaps` imported by every file, the
    /// file-system overlay `overlay` (`writeOverlay`), and the runtime's folder for their links.
    static func packageFlags(runtime: URL, joining folder: URL, overlay: URL) throws -> [String] {
        ["-I", try sources(runtime: runtime).path, "-I", folder.path, "-Xfrontend", "-import-module", "-Xfrontend", "_DarwinGaps",
         "-vfsoverlay", overlay.path, "-L", runtime.path]
    }

    /// Writes a file-system overlay in which the graph's own builds of `runtimeModules`, in
    /// SwiftPM's `scratch`, read as the runtime's. SwiftPM puts its modules first in the search
    /// path, and the graph's differ from the runtime's: built before `_DarwinGaps` joined, they
    /// import its C module, which its Swift module, once there, would turn into a cycle. The
    /// program links the runtime's (`SwiftPMProducts`), so the packages compile against them.
    static func writeOverlay(_ file: URL, scratch: URL, runtime: URL) throws {
        let (status, info) = try PreviewCompiler.run(["swift", "-print-target-info"], in: scratch)
        guard status == 0, let json = info.data(using: .utf8),
              let target = (try? JSONSerialization.jsonObject(with: json) as? [String: Any])?["target"] as? [String: Any],
              let triple = target["unversionedTriple"] as? String else {
            throw SnapError(.compileError, "cannot read the toolchain's target triple (swift -print-target-info): \(info)")
        }
        let contents: [[String: String]] = runtimeModules.map { module in
            ["name": "\(module).swiftmodule", "type": "file",
             "external-contents": runtime.appendingPathComponent("Modules/\(module).swiftmodule").path]
        }
        let overlay: [String: Any] = [
            "version": 0, "case-sensitive": "true",
            "roots": [["name": scratch.appendingPathComponent("\(triple)/debug/Modules").path, "type": "directory",
                       "contents": contents]],
        ]
        let data = try JSONSerialization.data(withJSONObject: overlay, options: [.prettyPrinted, .sortedKeys])
        try PreviewCompiler.writingCache(file) {
            if FileManager.default.contents(atPath: file.path) != data { try data.write(to: file) }
        }
    }

    /// Puts the Swift modules in `folder`, the build's (a link to their compiled folder).
    static func join(_ folder: URL, runtime: URL) throws {
        let compiled = try compiled(runtime: runtime)
        try PreviewCompiler.writingCache(folder) {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: compiled)
        }
    }

    /// Takes the Swift modules out of `folder`, for the targets built before they join.
    static func leave(_ folder: URL) throws {
        try PreviewCompiler.writingCache(folder) {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path)) != nil {
                try FileManager.default.removeItem(at: folder)
            }
        }
    }

    /// The flags that make `UIKit` importable: its C module and its Swift overlay, compiled beside the others.
    static func uikitFlags(runtime: URL) throws -> [String] {
        ["-I", try uikitSources(runtime: runtime).path, "-I", try compiled(runtime: runtime).appendingPathComponent("PackageUIKit").path]
    }

    /// The flags of a module that imports a package's modules, which name these as their dependencies.
    static func clientFlags(runtime: URL) throws -> [String] {
        ["-I", try sources(runtime: runtime).path, "-I", try compiled(runtime: runtime).path, "-L", runtime.path]
    }

    /// What the modules are, so that packages built with another view are built again.
    static func digest(runtime: URL) throws -> String {
        let files = try [sources(runtime: runtime), uikitSources(runtime: runtime)].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.appendingPathComponent($0) }
        }
        return PreviewCompiler.hash(runtime.path + "\n" + files.map { file in
            file.lastPathComponent + ":" + ((try? String(contentsOf: file, encoding: .utf8)) ?? "")
        }.joined(separator: "\n"))
    }

    /// The folder of the Swift modules, compiled once per runtime into snap's cache against the
    /// runtime's modules. They are binary modules, not textual interfaces: a module built from an
    /// interface does not get the C module maps of the build that imports it, and OpenCombine
    /// needs its helpers' (`COpenCombineHelpers`), the graph's own when the graph has OpenCombine.
    static func compiled(runtime: URL) throws -> URL {
        let folder = PreviewCompiler.cacheDirectory.appendingPathComponent("darwin-view")
            .appendingPathComponent(try digest(runtime: runtime))
        guard !FileManager.default.fileExists(atPath: folder.path) else { return folder }
        let staging = folder.appendingPathExtension("\(ProcessInfo.processInfo.processIdentifier)")
        try PreviewCompiler.writingCache(folder) {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        }
        let flags = try PreviewCompiler.runtimeFlags(runtime)
        let uikit = try uikitSources(runtime: runtime)
        try FileManager.default.createDirectory(at: staging.appendingPathComponent("PackageUIKit"), withIntermediateDirectories: true)
        // `UIKit` and what joins with it last, into a folder of their own: the builds that need it add it (`uikitFlags`).
        let shared = try sources(runtime: runtime)
        let modules = swiftModules.map { (name: $0, source: shared, output: staging) }
            + uikitModules.map { (name: $0, source: uikit, output: staging.appendingPathComponent("PackageUIKit")) }
        for (name, source, output) in modules {
            let arguments = ["swiftc", "-emit-module", "-parse-as-library", "-module-name", name, "-module-link-name", "SnapRuntime",
                             source.appendingPathComponent("\(name).swift").path,
                             "-o", output.appendingPathComponent("\(name).swiftmodule").path, "-I", staging.path,
                             "-I", shared.path, "-I", source.path] + flags
            let (status, output) = try PreviewCompiler.run(arguments, in: staging)
            guard status == 0 else {
                let error = output.split(separator: "\n").first { $0.contains("error:") } ?? ""
                throw SnapError(.compileError, "cannot compile the module '\(name)' packages import: \(error)")
            }
        }
        try PreviewCompiler.writingCache(folder) {
            // Another snap may have made it meanwhile: theirs is the same.
            if (try? FileManager.default.moveItem(at: staging, to: folder)) == nil { try FileManager.default.removeItem(at: staging) }
        }
        return folder
    }
}
