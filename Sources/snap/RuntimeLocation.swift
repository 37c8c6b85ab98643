import Foundation
import SnapRuntime

/// Where `snap` finds what a previewed file is compiled against: the SnapRuntime library, the
/// Swift modules it exports (`Modules/`), the `#Preview` plugin and the C module maps. Two
/// layouts hold them, both found from `snap`'s own executable so that `snap` works from any
/// folder:
/// - a SwiftPM build folder (`.build/debug`, `.build/release`): everything beside `snap`, the C
///   module maps in the package's `Sources` above it. When the library is missing there, `snap`
///   builds it with the same configuration (`swift build --product SnapRuntime`), saying so.
/// - an installed prefix (`scripts/install.sh`): `PREFIX/bin/snap` and `PREFIX/lib/snap`, which
///   mirrors the build folder, with the package's C module maps under `Sources`.
enum RuntimeLocation {
    /// The file that marks a runtime folder, with `Modules/LayoutDSL.swiftmodule`.
    static let library = "libSnapRuntime.so"

    /// This process's executable, symbolic links resolved: a child `snap` runs the same one, and
    /// the runtime is found beside it.
    static let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                                ?? CommandLine.arguments[0]).resolvingSymlinksInPath()

    static func directory() throws -> URL {
        let folder = executable.deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent().appendingPathComponent("lib/snap")]
        if let found = candidates.first(where: isRuntime) { return found }
        if let package = packageRoot(above: folder) {
            try build(in: package, for: folder)
            if isRuntime(folder) { return folder }
        }
        throw SnapError(.compileError, "rendering Swift files needs the SnapRuntime library, found in neither " +
            "\(candidates.map(\.path).joined(separator: " nor ")); install snap with scripts/install.sh or run " +
            "`swift build`")
    }

    /// When the runtime in `folder` was built: the modification times of its library and of the
    /// `#Preview` plugin. What is compiled against it is cached under these, and built again after
    /// a new build or installation at the same place.
    static func builds(of folder: URL) -> [String] {
        [folder.appendingPathComponent(library), folder.appendingPathComponent(PreviewCompiler.macroPlugin)].map { file in
            (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
                .map { "\($0.timeIntervalSince1970)" } ?? ""
        }
    }

    static func isRuntime(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(library).path)
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/LayoutDSL.swiftmodule").path)
    }

    /// The LayoutDSL package whose `.build` holds `folder`, if `snap` runs from a build folder.
    static func packageRoot(above folder: URL) -> URL? {
        let components = folder.pathComponents
        guard let index = components.lastIndex(of: ".build") else { return nil }
        let root = URL(fileURLWithPath: "/" + components[1..<index].joined(separator: "/"))
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        return manifest.contains("\"SnapRuntime\"") ? root : nil
    }

    /// Builds the library beside `snap` in its configuration (the build folder's name). SwiftPM
    /// lets one build use a `.build` at a time: when another holds it (a `swift test` running
    /// this `snap`), waiting would never end, so `snap` stops and says what to run.
    static func build(in package: URL, for folder: URL) throws {
        let configuration = folder.lastPathComponent == "release" ? "release" : "debug"
        let command = ["swift", "build", "--package-path", package.path, "-c", configuration, "--product", "SnapRuntime"]
        FileHandle.standardError.write(Data(("snap: the SnapRuntime library is not built yet; building it once: " +
            "\(command.joined(separator: " "))\n").utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let exit = ProcessExit(of: process)
        do { try process.run() } catch {
            throw SnapError(.compileError, "cannot run swift to build the SnapRuntime library: \(error.localizedDescription)")
        }
        var text = ""
        while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
            text += String(decoding: data, as: UTF8.self)
            if text.contains("Another instance of SwiftPM") {
                process.terminate()
                exit.wait()
                throw SnapError(.compileError, "the SnapRuntime library is not built and another swift command is " +
                    "using \(package.path)/.build; run `swift build --product SnapRuntime` when it is done")
            }
        }
        exit.wait()
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data(text.utf8))
            throw SnapError(.compileError, "building the SnapRuntime library failed (\(command.joined(separator: " ")))")
        }
    }
}
