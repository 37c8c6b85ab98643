import Foundation
import Render
import SnapRuntime

/// Renders the previews of a Swift file (`PreviewProvider`s and `#Preview`s, found as Xcode finds
/// them: `PreviewSourceFile`): compiles the file as an Xcode preview build does (Debug, `-D
/// DEBUG`), with a generated `main`, against the SnapRuntime library built beside `snap`
/// or installed with it (`RuntimeLocation`; `import SwiftUI` means LayoutDSL) and with the
/// `#Preview` plugin beside it; caches the program by a hash of the file and the library, and runs it with the
/// parsed request. Only the file is compiled on each change; the library is never rebuilt.
struct PreviewCompiler {
    let file: URL
    let swiftVersion: String
    /// Seconds the compiled program may run.
    let timeout: Double

    func render(_ request: RenderRequest) throws {
        // The catalogs beside the file come first, as the app target's own catalog would.
        var request = request
        request.assets = AssetCatalog.directories(besideFile: file, extra: request.assets)
        guard let data = FileManager.default.contents(atPath: file.path), let source = String(data: data, encoding: .utf8) else {
            throw SnapError(.unreadableFile, "cannot read \(file.path)")
        }
        let previews = PreviewSourceFile(source: source, configuration: PreviewBuildConfiguration(swiftVersion: swiftVersion))
        guard !previews.entries.isEmpty else {
            throw SnapError(.noPreviews, "\(file.lastPathComponent) declares no PreviewProvider and no #Preview")
        }
        let runtime = try RuntimeLocation.directory()
        let library = runtime.appendingPathComponent("libSnapRuntime.so")
        let stamps = [library, runtime.appendingPathComponent(Self.macroPlugin)].map { file in
            (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
                .map { "\($0.timeIntervalSince1970)" } ?? ""
        }
        let assetSymbols = AssetSymbols.source(catalogs: request.assets.map { AssetCatalog(directory: URL(fileURLWithPath: $0)) },
                                               importing: Self.aliasesSwiftUI(previews) ? "SwiftUI" : "LayoutDSL")
        let key = Self.hash(source + "|" + assetSymbols + "|" + swiftVersion + "|" + stamps.joined(separator: "|") + "|" + runtime.path)
        let cache = Self.cacheDirectory.appendingPathComponent(key)
        let program = cache.appendingPathComponent("preview")
        if !FileManager.default.isExecutableFile(atPath: program.path) {
            // The first phase of a run on a terminal, on a line of its own (compile errors follow it).
            if request.terminal && !request.quiet { FileHandle.standardError.write(Data("compile \(file.lastPathComponent)…\n".utf8)) }
            try compile(previews, assetSymbols: assetSymbols, runtime: runtime, cache: cache, program: program)
        }
        try PreviewProcess(program: program, file: file.lastPathComponent, timeout: timeout).run(request)
    }

    /// The `#Preview` plugin SwiftPM builds beside `snap` from the `PreviewMacros` target.
    static let macroPlugin = "PreviewMacros-tool"

    /// Compiles the file's text (its `#if` functions evaluated) with the list of its previews
    /// appended: in the same file, private providers are in reach, and the file's own lines
    /// keep their numbers. Errors name the user's file and line, as swiftc reports them.
    /// `assetSymbols` is what Xcode generates for the asset catalogs (`AssetSymbols`), compiled
    /// beside the file when there is any.
    private func compile(_ previews: PreviewSourceFile, assetSymbols: String, runtime: URL, cache: URL, program: URL) throws {
        let sources = cache.appendingPathComponent("source")
        try Self.writingCache(cache) { try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true) }
        let plugin = runtime.appendingPathComponent(Self.macroPlugin)
        if previews.entries.contains(where: { if case .macro = $0 { true } else { false } }),
           !FileManager.default.isExecutableFile(atPath: plugin.path) {
            throw SnapError(.compileError, "#Preview needs its plugin \(Self.macroPlugin) beside snap; build it with `swift build`")
        }
        let stem = file.deletingPathExtension().lastPathComponent
        let copy = sources.appendingPathComponent(file.lastPathComponent)
        let symbols = sources.appendingPathComponent("GeneratedAssetSymbols.swift")
        let main = cache.appendingPathComponent("main.swift")
        try Self.writingCache(cache) {
            try Data((previews.compiledText + Self.previewList(previews.entries)).utf8).write(to: copy)
            if !assetSymbols.isEmpty { try Data(assetSymbols.utf8).write(to: symbols) }
            try Data("""
            import SnapRuntime

            MainActor.assumeIsolated { runPreviews(__snapPreviews(), file: \(String(reflecting: stem))) }

            """.utf8).write(to: main)
        }
        let aliased = Self.aliasesSwiftUI(previews)
        // `import Combine` means OpenCombine, which LayoutDSL re-exports (as SwiftUI re-exports
        // Combine), so a file importing both sees each name once.
        let usesCombine = previews.compiledText.range(of: #"(?m)^\s*import\s+Combine\b"#, options: .regularExpression) != nil
        let temporary = cache.appendingPathComponent("preview.\(UUID().uuidString).tmp")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // One frontend for all the files (`-wmo`): without it the driver starts one per file, and
        // each loads every module LayoutDSL depends on again; lld links faster than the default
        // gold. Measured on the settings screen (Benchmarks.md, "PNG encoder and end to end"):
        // 0.70 s of CPU for swiftc before, 0.47 s with both (medians of 9 pairs).
        process.arguments = ["swiftc", "-swift-version", swiftVersion, "-module-name", "Previews", "-D", "DEBUG", "-wmo"]
            + Self.linkerFlags
            + (aliased ? ["-module-alias", "SwiftUI=LayoutDSL"] : [])
            + (usesCombine ? ["-module-alias", "Combine=OpenCombine"] : [])
            + ["-load-plugin-executable", plugin.path + "#PreviewMacros"]
            + ["-I", runtime.appendingPathComponent("Modules").path, "-L", runtime.path, "-lSnapRuntime",
               "-Xlinker", "-rpath", "-Xlinker", runtime.path]
            + (try Self.cModuleFlags(runtime: runtime))
            + [copy.path, main.path] + (assetSymbols.isEmpty ? [] : [symbols.path]) + ["-o", temporary.path]
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
            let text = String(decoding: output, as: UTF8.self).replacingOccurrences(of: copy.path, with: file.path)
            FileHandle.standardError.write(Data(text.utf8))
            throw SnapError(.compileError, "\(file.lastPathComponent) did not compile")
        }
        guard rename(temporary.path, program.path) == 0 else {
            throw SnapError(.unwritableCache, "cannot write the compiled preview to \(program.path)")
        }
    }

    /// The cache's own failures (a read-only or full disk, a file where the folder should be)
    /// as one line and exit 19, not Foundation's error text as an internal error.
    private static func writingCache(_ cache: URL, _ body: () throws -> Void) throws {
        do { try body() } catch {
            throw SnapError(.unwritableCache, "cannot write the compile cache \(cache.path): \(error.localizedDescription)")
        }
    }

    /// `import SwiftUI` (and `import UIKit`, made `import SwiftUI`) means LayoutDSL, unless the file
    /// imports it by its own name, which an alias would forbid.
    static func aliasesSwiftUI(_ previews: PreviewSourceFile) -> Bool {
        previews.compiledText.range(of: #"(?m)^\s*import\s+LayoutDSL\b"#, options: .regularExpression) == nil
    }

    /// The function the generated `main` calls, appended to the file: each provider's previews,
    /// and each `#Preview`'s expansion by its position (`PreviewMacro`), numbered in file order.
    static func previewList(_ entries: [PreviewSourceFile.Entry]) -> String {
        var number = 0
        let items = entries.map { entry -> String in
            switch entry {
            case .provider(let type):
                return "(name: \(String(reflecting: type)), label: \(String(reflecting: type)), previews: { \(type).previewList })"
            case .macro(let line, let column):
                number += 1
                return "(name: \"\(number)\", label: \"#Preview \(number)\", previews: { [__snapPreview(L\(line)C\(column): ())] })"
            }
        }
        return """

        // Appended by snap render: the previews of this file, in file order.
        func __snapPreviews() -> [(name: String, label: String, previews: @MainActor @Sendable () -> [Preview])] {
            [
                \(items.joined(separator: ",\n        "))
            ]
        }

        """
    }

    /// The C modules the renderer was built with, as SwiftPM passes them: system-library module
    /// maps from the package's sources, the shim's generated map, and the libraries' headers.
    /// The compiler wants them even though previews never use them directly.
    static func cModuleFlags(runtime: URL) throws -> [String] {
        var root = runtime
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/CFreeType/module.modulemap").path) {
            guard root.path != "/" else {
                throw SnapError(.compileError, "cannot find the C module maps (Sources/CFreeType/module.modulemap) in or above \(runtime.path); reinstall snap with scripts/install.sh")
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

    /// `-use-ld=lld` when the toolchain that runs (`swiftc` on `PATH`) ships lld, as Swift's
    /// Linux toolchains do; otherwise the platform's default linker.
    static let linkerFlags: [String] = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let toolchain = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            return FileManager.default.isExecutableFile(atPath: toolchain.appendingPathComponent("ld.lld").path) ? ["-use-ld=lld"] : []
        }
        return []
    }()

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
