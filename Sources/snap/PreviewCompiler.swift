import Foundation
import SnapRuntime

/// Renders the `PreviewProvider`s of a Swift file: compiles the file with a generated `main`
/// against the SnapRuntime library built beside `snap` (`import SwiftUI` means LayoutDSL), caches
/// the program by a hash of the file and the library, and runs it with the parsed request.
/// Only the file is compiled on each change; the library is never rebuilt.
struct PreviewCompiler {
    let file: URL
    let swiftVersion: String
    /// Seconds the compiled program may run.
    let timeout: Double

    func render(_ request: RenderRequest) throws {
        guard let data = FileManager.default.contents(atPath: file.path), let source = String(data: data, encoding: .utf8) else {
            throw SnapError(.unreadableFile, "cannot read \(file.path)")
        }
        let providers = Self.previewProviders(in: source)
        guard !providers.isEmpty else {
            let hint = source.contains("#Preview") ? " (#Preview blocks are not supported yet; declare a PreviewProvider)" : ""
            throw SnapError(.noPreviews, "\(file.lastPathComponent) declares no PreviewProvider\(hint)")
        }
        let runtime = try Self.runtimeDirectory()
        let library = runtime.appendingPathComponent("libSnapRuntime.so")
        let libraryStamp = (try? FileManager.default.attributesOfItem(atPath: library.path)[.modificationDate] as? Date)?
            .map { "\($0.timeIntervalSince1970)" } ?? ""
        let key = Self.hash(source + "|" + swiftVersion + "|" + libraryStamp + "|" + runtime.path)
        let cache = Self.cacheDirectory.appendingPathComponent(key)
        let program = cache.appendingPathComponent("preview")
        if !FileManager.default.isExecutableFile(atPath: program.path) {
            try compile(providers: providers, runtime: runtime, cache: cache, program: program)
        }
        try PreviewProcess(program: program, file: file.lastPathComponent, timeout: timeout).run(request)
    }

    /// Types declared as conforming to PreviewProvider.
    static func previewProviders(in source: String) -> [String] {
        let pattern = #"(?:struct|enum|class)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*[^{]*\bPreviewProvider\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(source.startIndex..., in: source)
        return regex.matches(in: source, range: range).compactMap { Range($0.range(at: 1), in: source).map { String(source[$0]) } }
    }

    private func compile(providers: [String], runtime: URL, cache: URL, program: URL) throws {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let stem = file.deletingPathExtension().lastPathComponent
        let main = cache.appendingPathComponent("main.swift")
        let list = providers.map { "(name: \"\($0)\", previews: { \($0).previewList })" }.joined(separator: ",\n    ")
        // `import SwiftUI` means LayoutDSL: the module is aliased, and then only that name may be used.
        // `import Combine` means OpenCombine, which LayoutDSL re-exports (as SwiftUI re-exports
        // Combine), so a file importing both sees each name once.
        let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let usesSwiftUI = source.range(of: #"(?m)^\s*import\s+SwiftUI\b"#, options: .regularExpression) != nil
        let usesCombine = source.range(of: #"(?m)^\s*import\s+Combine\b"#, options: .regularExpression) != nil
        let module = usesSwiftUI ? "SwiftUI" : "LayoutDSL"
        try Data("""
        import \(module)
        import SnapRuntime

        runPreviews([
            \(list)
        ], file: \(String(reflecting: stem)))

        """.utf8).write(to: main)
        let temporary = cache.appendingPathComponent("preview.\(UUID().uuidString).tmp")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", swiftVersion, "-module-name", "Previews"]
            + (usesSwiftUI ? ["-module-alias", "SwiftUI=LayoutDSL"] : [])
            + (usesCombine ? ["-module-alias", "Combine=OpenCombine"] : [])
            + ["-I", runtime.appendingPathComponent("Modules").path, "-L", runtime.path, "-lSnapRuntime",
               "-Xlinker", "-rpath", "-Xlinker", runtime.path]
            + (try Self.cModuleFlags(runtime: runtime))
            + [file.path, main.path, "-o", temporary.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        do { try process.run() } catch {
            throw SnapError(.compileError, "cannot run swiftc: \(error.localizedDescription)")
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            // swiftc's own lines (file:line:column: error: …), then one line of ours.
            FileHandle.standardError.write(output)
            throw SnapError(.compileError, "\(file.lastPathComponent) did not compile")
        }
        guard rename(temporary.path, program.path) == 0 else {
            throw SnapError(.unwritableOutput, "cannot write the compiled preview to \(program.path)")
        }
    }

    /// The C modules the renderer was built with, as SwiftPM passes them: system-library module
    /// maps from the package's sources, the shim's generated map, and the libraries' headers.
    /// The compiler wants them even though previews never use them directly.
    static func cModuleFlags(runtime: URL) throws -> [String] {
        var root = runtime
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/CFreeType/module.modulemap").path) {
            guard root.path != "/" else {
                throw SnapError(.compileError, "cannot find the LayoutDSL package sources above \(runtime.path)")
            }
            root.deleteLastPathComponent()
        }
        var flags: [String] = []
        for module in ["CFreeType", "CHarfBuzz", "CFontconfig", "CUnibreak", "CFribidi", "CLibPNG"] {
            flags += ["-I", root.appendingPathComponent("Sources/\(module)").path]
        }
        flags += ["-Xcc", "-I" + root.appendingPathComponent("Sources/PNGShim/include").path]
        // SwiftPM's generated maps of C targets name their headers by absolute path.
        for target in ["PNGShim", "VirtualTime", "COpenCombineHelpers"] {
            flags += ["-Xcc", "-fmodule-map-file=" + runtime.appendingPathComponent("\(target).build/module.modulemap").path]
        }
        let pkgConfig = Process()
        pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkgConfig.arguments = ["pkg-config", "--cflags-only-I", "freetype2", "harfbuzz", "fontconfig", "libunibreak", "fribidi", "libpng"]
        let output = Pipe()
        pkgConfig.standardOutput = output
        try pkgConfig.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        pkgConfig.waitUntilExit()
        for flag in text.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
        return flags
    }

    /// Where `snap` and the SnapRuntime library it was built with live.
    static func runtimeDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                             ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let directory = executable.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("libSnapRuntime.so").path),
              FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/LayoutDSL.swiftmodule").path) else {
            throw SnapError(.compileError, "rendering Swift files needs the SnapRuntime library beside snap; build it with `swift build --product SnapRuntime`")
        }
        return directory
    }

    static var cacheDirectory: URL {
        if let cache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], !cache.isEmpty {
            return URL(fileURLWithPath: cache).appendingPathComponent("snap")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/snap")
    }

    /// FNV-1a, 64 bits: a cache key, not a security boundary.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100000001b3 }
        return String(value, radix: 16)
    }
}
