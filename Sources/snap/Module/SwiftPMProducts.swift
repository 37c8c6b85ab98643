import Foundation
import SnapRuntime

/// The targets of remote packages a previewed module imports, built by SwiftPM itself, as Xcode
/// and `swift build` build them: each package with its own settings (package name, language
/// mode, defines, experimental features, C targets and their headers, macros as compiler
/// plugins), which only SwiftPM knows how to apply. They are built in snap's cache from the
/// previewed package's graph (`swift build --target` for each, in a scratch folder of the
/// package's), against snap's `SwiftUI` and frameworks (a package that imports SwiftUI gets
/// this package's), with the view of Apple's platform the app has: `Combine`, `OSLog`, `MachO`
/// and Darwin's lock as the runtime's own (`PackageDarwinView`). `Combine` is a module that
/// re-exports OpenCombine, not an alias: an alias would forbid OpenCombine's own name, which
/// OpenCombine's targets import. `UIKit` joins that view only for a graph that needs it: one a
/// target of which fails for want of it is built again with it, and kept so if more targets build.
///
/// A build is reused while the package's pins (`Package.resolved`), the targets asked for and the
/// runtime (its place and build: `RuntimeLocation.builds(of:)`) are the same: a second preview of
/// the package runs no SwiftPM at all, and a new build of snap's SwiftUI builds the packages again.
struct SwiftPMProducts {
    /// What a module that imports them compiles with: their modules, C module maps and macro plugins.
    var compileFlags: [String]
    /// What the program links: their object files.
    let linkInputs: [String]
    /// Changes when they are rebuilt.
    let digest: String
    /// The targets asked for that do not build here, each with the first error of its build: they
    /// are left out as a product snap does not build is, so the files that import one are left out
    /// and only a preview that reaches one fails (`PreviewCompiler`).
    var failures: [String: String] = [:]

    /// Builds `targets` of `root`'s package graph; nil when there are none. A target that does not
    /// build is recorded in `failures` and the others are built all the same, as Xcode builds the
    /// packages a preview does not reach; only the runtime's own C modules must build.
    static func build(root: URL, targets: [String], ownTargets: Set<String>, runtime: URL) throws -> SwiftPMProducts? {
        guard !targets.isEmpty else { return nil }
        let base = PreviewCompiler.cacheDirectory.appendingPathComponent("packages").appendingPathComponent(PreviewCompiler.hash(root.path))
        var scratch = base, uikit = false
        var failures = try buildGraph(root: root, targets: targets, scratch: base, runtime: runtime, uikit: false)
        // A graph a package of which cannot import UIKit is built again where it can, in a scratch
        // folder of its own, and kept so when more of the targets build (`PackageDarwinView`).
        if failures.values.contains(where: { $0.contains(Self.noUIKit) }) {
            let other = base.deletingLastPathComponent().appendingPathComponent(base.lastPathComponent + "-uikit")
            let withUIKit = try buildGraph(root: root, targets: targets, scratch: other, runtime: runtime, uikit: true)
            if withUIKit.count < failures.count {
                (scratch, failures, uikit) = (other, withUIKit, true)
            } else {
                // A target kept from the build without UIKit says what stopped it where UIKit was there.
                for (target, error) in failures where error.contains(Self.noUIKit) { failures[target] = withUIKit[target] ?? error }
            }
        }
        let digest = (try? String(contentsOf: scratch.appendingPathComponent("snap-built"), encoding: .utf8))?
            .split(separator: "\n").first.map(String.init) ?? ""
        var built = products(in: scratch.appendingPathComponent("debug"),
                             leavingOut: ownTargets.union(runtimeModules(runtime)).union(PreviewCompiler.runtimeCTargets),
                             digest: digest + (uikit ? "+UIKit" : ""))
        built.compileFlags += try PackageDarwinView.clientFlags(runtime: runtime)
        if uikit { built.compileFlags += try PackageDarwinView.uikitFlags(runtime: runtime) }
        built.failures = failures
        return built
    }

    /// The error by which a target's build says that it imports UIKit, which its view lacked.
    static let noUIKit = "error: no such module 'UIKit"

    /// Builds `targets` of `root`'s graph in `scratch`, with `UIKit` importable or not, unless the
    /// build recorded there was made from the same pins, targets, runtime and view; the targets
    /// that failed, each with its build's first error (one that says UIKit is missing, if any).
    private static func buildGraph(root: URL, targets: [String], scratch: URL, runtime: URL, uikit: Bool) throws -> [String: String] {
        let pins = (try? String(contentsOf: root.appendingPathComponent("Package.resolved"), encoding: .utf8)) ?? ""
        let digest = PreviewCompiler.hash(pins + "|" + targets.joined(separator: ",") + "|" + runtime.path
                                          + "|" + RuntimeLocation.builds(of: runtime).joined(separator: ",")
                                          + "|" + (try PackageDarwinView.digest(runtime: runtime)) + (uikit ? "|UIKit" : ""))
        let stamp = scratch.appendingPathComponent("snap-built")
        if let failures = recordedFailures(stamp, digest: digest) { return failures }
        try PreviewCompiler.writingCache(scratch) {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        }
        let (shared, clashing, declared) = try sharedRuntimeFlags(runtime, scratch: scratch,
                                                                  packages: [root.appendingPathComponent(".build/checkouts"),
                                                                             scratch.appendingPathComponent("checkouts")])
        let view = scratch.appendingPathComponent("darwin-view")
        let overlay = scratch.appendingPathComponent("darwin-view.yaml")
        try PackageDarwinView.writeOverlay(overlay, scratch: scratch, runtime: runtime)
        let swiftc = shared + (try PackageDarwinView.packageFlags(runtime: runtime, joining: view, overlay: overlay))
            + (uikit ? try PackageDarwinView.uikitFlags(runtime: runtime) : [])
        /// The compiler's first located error of building `target`, else SwiftPM's own; nil when it built.
        func build(_ target: String) throws -> String? {
            let arguments = ["swift", "build", "--package-path", root.path, "--scratch-path", scratch.path, "--target", target]
                + swiftc.flatMap { ["-Xswiftc", $0] }
            let (status, output) = try PreviewCompiler.run(arguments, in: root)
            guard status != 0 else { return nil }
            let lines = output.split(separator: "\n")
            return String(lines.first { $0.contains(Self.noUIKit) } ?? lines.first { $0.contains(": error: ") }
                          ?? lines.first { $0.contains("error:") } ?? lines.last ?? "")
        }
        // The graph's own copies of the runtime's C modules first: their maps stand for the runtime's.
        // Then its copies of the runtime's OpenCombine, as the runtime's was built: without the Swift
        // modules of Apple's names (`PackageDarwinView`). A copy that is not in the graph does not
        // build, and one that fails fails its dependents, which say so.
        try PackageDarwinView.leave(view)
        for target in clashing {
            if let error = try build(target) {
                throw SnapError(.compileError, "the package target '\(target)' does not build here: \(error)")
            }
        }
        for target in declared.intersection(PackageDarwinView.runtimeModules).sorted() { _ = try build(target) }
        try PackageDarwinView.join(view, runtime: runtime)
        var failed: [String: String] = [:]
        for target in targets {
            if let error = try build(target) { failed[target] = error }
        }
        let record = ([digest] + failed.sorted { $0.key < $1.key }.map { $0.key + "\t" + $0.value }).joined(separator: "\n")
        try PreviewCompiler.writingCache(scratch) { try Data(record.utf8).write(to: stamp) }
        return failed
    }

    /// The targets that failed when the build recorded in `stamp` was made from `digest`; nil
    /// when it was made from something else (or never), and must be made again.
    private static func recordedFailures(_ stamp: URL, digest: String) -> [String: String]? {
        guard let lines = (try? String(contentsOf: stamp, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false),
              lines.first.map(String.init) == digest else { return nil }
        var failures: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            failures[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return failures
    }

    /// The runtime's flags, with the map of a C module that a package of the graph declares
    /// itself (OpenCombine's helpers, when the graph has OpenCombine as snap has) replaced by the
    /// graph's: two maps of one module are a redefinition. Also the names of those modules,
    /// which are built first so that their maps exist, and of every target the graph's packages declare.
    private static func sharedRuntimeFlags(_ runtime: URL, scratch: URL, packages checkouts: [URL]) throws
        -> (flags: [String], clashing: [String], declared: Set<String>) {
        let manager = FileManager.default
        let declared = Set(checkouts.flatMap { folder in
            ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).flatMap { package in
                (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(package + "/Sources").path)) ?? []
            }
        })
        var flags: [String] = [], clashing: [String] = []
        for flag in try PreviewCompiler.runtimeFlags(runtime) {
            let module = URL(fileURLWithPath: flag).deletingLastPathComponent().deletingPathExtension().lastPathComponent
            if flag.hasPrefix("-fmodule-map-file="), declared.contains(module) {
                clashing.append(module)
                flags.append("-fmodule-map-file=" + scratch.appendingPathComponent("debug/\(module).build/module.modulemap").path)
                continue
            }
            flags.append(flag)
        }
        return (flags, clashing, declared)
    }

    /// The flags and objects of what SwiftPM built in `products` (its `debug` folder), leaving
    /// out the root package's own targets, which snap compiles itself, and the modules the
    /// runtime has (OpenCombine and its C helpers): the program links the runtime's, which
    /// SwiftUI's types use.
    private static func products(in products: URL, leavingOut: Set<String>, digest: String) -> SwiftPMProducts {
        let manager = FileManager.default
        var flags = ["-I", products.appendingPathComponent("Modules").path]
        var objects: [String] = []
        let entries = ((try? manager.contentsOfDirectory(atPath: products.path)) ?? []).sorted()
        for entry in entries {
            let path = products.appendingPathComponent(entry)
            if entry.hasSuffix("-tool"), manager.isExecutableFile(atPath: path.path) {
                // A macro target's plugin, named `<Target>-tool`.
                flags += ["-load-plugin-executable", path.path + "#" + entry.dropLast("-tool".count)]
            }
            guard entry.hasSuffix(".build"), !entry.hasSuffix("-tool.build"),
                  !leavingOut.contains(String(entry.dropLast(".build".count))) else { continue }
            // A target whose build failed: neither its module nor its objects (the program would
            // not link), so a file that imports it fails with "no such module" and is left out.
            if isIncomplete(path) {
                try? manager.removeItem(at: products.appendingPathComponent("Modules/\(entry.dropLast(".build".count)).swiftmodule"))
                continue
            }
            let map = path.appendingPathComponent("module.modulemap")
            if manager.fileExists(atPath: map.path) { flags += ["-Xcc", "-fmodule-map-file=" + map.path] }
            let files = ((try? manager.subpathsOfDirectory(atPath: path.path)) ?? []).sorted()
            objects += files.filter { $0.hasSuffix(".o") }.map { path.appendingPathComponent($0).path }
        }
        for map in systemModuleMaps(in: products.deletingLastPathComponent(), leavingOut: leavingOut)
        where !flags.contains("-fmodule-map-file=" + map) {
            flags += ["-Xcc", "-fmodule-map-file=" + map]
        }
        return SwiftPMProducts(compileFlags: flags, linkInputs: objects, digest: digest)
    }

    /// Whether the Swift target built in `folder` lacks an object its output file map names:
    /// its build failed (SwiftPM may have emitted its module all the same).
    private static func isIncomplete(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("output-file-map.json").path),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]] else { return false }
        return map.values.compactMap { $0["object"] }.contains { !FileManager.default.fileExists(atPath: $0) }
    }

    /// The module maps SwiftPM handed the graph's compilers that are no build products: those of
    /// system-library targets (GRDB's `GRDBSQLite`) and of C targets with their own
    /// `include/module.modulemap`, which stay in the packages' folders. They are read from its
    /// build manifest (`debug.yaml` in the scratch folder), leaving out generated maps (the
    /// runtime's, and the graph's own, which `products` adds) and those of modules left out.
    private static func systemModuleMaps(in scratch: URL, leavingOut: Set<String>) -> [String] {
        guard let manifest = try? String(contentsOf: scratch.appendingPathComponent("debug.yaml"), encoding: .utf8) else { return [] }
        var maps: Set<String> = []
        for part in manifest.components(separatedBy: "-fmodule-map-file=").dropFirst() {
            let path = String(part.prefix { $0 != "\"" && $0 != "," && $0 != "]" && !$0.isWhitespace })
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            let module = folder.lastPathComponent == "include" ? folder.deletingLastPathComponent().lastPathComponent
                : folder.lastPathComponent
            if !path.hasSuffix(".build/module.modulemap"), !leavingOut.contains(module) { maps.insert(path) }
        }
        return maps.sorted()
    }
}
