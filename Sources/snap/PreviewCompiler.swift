import Foundation
import Render
import SnapRuntime

/// Renders the previews of a Swift file (`PreviewProvider`s and `#Preview`s, found as Xcode finds
/// them: `PreviewSourceFile`) as Xcode's canvas does: compiled with the rest of its module
/// (`PreviewModule`: its SwiftPM target, Xcode target or folder), as a Debug build (`-D DEBUG`),
/// with a generated `main`, against the SnapRuntime library built beside `snap` or installed
/// with it (`RuntimeLocation`; `import SwiftUI` is this package's SwiftUI module, LayoutDSL re-exported) and with the `#Preview` plugin
/// beside it. One program holds every preview of the module (`ModuleProgram`), built
/// incrementally in the cache and run with the parsed request and the file's name.
///
/// When the whole module does not compile (a file elsewhere imports a framework Linux lacks),
/// the file is compiled with the files it reaches by name (`SourceReach`), and one warning line
/// names the files left out, so that one such file does not stop every preview of the module.
/// A folder that no build describes is no module: a file there is compiled with what it reaches.
struct PreviewCompiler {
    let file: URL
    let swiftVersion: String
    /// Seconds the compiled program may run.
    let timeout: Double
    /// `--module` / `--sources`, when given.
    var selection = ModuleSelection()

    func render(_ request: RenderRequest) throws {
        let file = file.absoluteURL.standardizedFileURL
        // The first phase of a run on a terminal, on a line of its own (compile errors follow it), when the compiler runs.
        let announce = { (module: PreviewModule) in
            if request.terminal && !request.quiet {
                FileHandle.standardError.write(Data("compile \(file.lastPathComponent) (\(module.description))…\n".utf8))
            }
        }
        let build = try build([file], assets: request.assets, compiling: announce)
        var request = request
        request.assets = build.catalogs
        request.design = request.design ?? build.design
        let compiled = try build.programs[file]!.get()
        try PreviewProcess(program: compiled.program, file: file.lastPathComponent, key: compiled.key, timeout: timeout).run(request)
    }

    /// The programs holding the previews of `files` (this compiler's `file` and others of its
    /// module): the module's whole program when it compiles, else one program per file with the
    /// files it reaches. A failure of the module as a whole (it cannot be found or read, a
    /// dependency does not build) throws; a file's own failure is its entry's.
    func build(_ files: [URL], assets extra: [String], compiling: (PreviewModule) -> Void) throws -> ModuleBuild {
        let file = file.absoluteURL.standardizedFileURL
        var module = try PreviewModule.containing(file, selection: selection)
        let configuration = PreviewBuildConfiguration(swiftVersion: swiftVersion)
        var analyses: [URL: SourceAnalysis] = [:]
        for source in module.sources {
            guard let data = FileManager.default.contents(atPath: source.path) else {
                // Another unreadable file of a folder that is no module is not the preview's concern.
                if !files.contains(source) && !module.isTarget { continue }
                throw SnapError(.unreadableFile, "cannot read \(source.path)")
            }
            analyses[source] = SourceAnalysis.of(String(decoding: data, as: UTF8.self), at: source, configuration: configuration)
        }
        let texts = analyses.mapValues(\.file)
        module.sources.removeAll { texts[$0] == nil }
        var programs: [URL: Result<ModuleBuild.Program, SnapError>] = [:]
        for file in files where texts[file]?.entries.isEmpty ?? true {
            programs[file] = .failure(SnapError(.noPreviews, "\(file.lastPathComponent) declares no PreviewProvider and no #Preview"))
        }
        let previewed = files.filter { programs[$0] == nil }
        if previewed.isEmpty { return ModuleBuild(programs: programs, catalogs: [], design: module.design) }
        let runtime = try RuntimeLocation.directory()
        if previewed.contains(where: { texts[$0]!.entries.contains { if case .macro = $0 { true } else { false } } }),
           !FileManager.default.isExecutableFile(atPath: runtime.appendingPathComponent(Self.macroPlugin).path) {
            throw SnapError(.compileError, "#Preview needs its plugin \(Self.macroPlugin) beside snap; build it with `swift build`")
        }
        // The module's catalogs, those beside the files and `--assets`, as the app target's own catalogs.
        var catalogs: [String] = []
        for catalog in ModuleResources.catalogs(module.resources).map(\.path)
            + previewed.flatMap({ AssetCatalog.directories(besideFile: $0, extra: extra) }) where !catalogs.contains(catalog) {
            catalogs.append(catalog)
        }
        let packages = try SwiftPMProducts.build(root: module.remotePackageRoot ?? module.root, targets: module.remoteTargets,
                                                 ownTargets: module.packageTargets, runtime: runtime)
        let (libraries, failedLibraries) = try ModuleLibrary.build(module.dependencies, runtime: runtime, swiftVersion: swiftVersion,
                                                                   packages: packages)
        func failed(_ failure: ModuleProgram.Failure, _ file: URL) -> SnapError {
            Self.compileFailure(failure, file: file, module: module, packages: packages, libraries: failedLibraries)
        }
        func program(_ files: [URL]) -> ModuleProgram {
            ModuleProgram(module: module, files: files, texts: texts, runtime: runtime, swiftVersion: swiftVersion,
                          catalogs: catalogs.map { URL(fileURLWithPath: $0) }, packages: packages)
        }
        let whole = program(module.sources)
        var wholeFailure: ModuleProgram.Failure?
        if module.isTarget {
            do {
                try whole.build(libraries: libraries) { compiling(module) }
                for file in previewed { programs[file] = .success(ModuleBuild.Program(program: whole.program, key: whole.key(file))) }
                return ModuleBuild(programs: programs, catalogs: catalogs, design: module.design)
            } catch let failure as ModuleProgram.Failure {
                wholeFailure = failure
            }
        }
        let reach = SourceReach(indexes: module.sources.map { analyses[$0]!.reach })
        let reaches = previewed.map { file in reach.closure(from: module.sources.firstIndex(of: file)!).map { module.sources[$0] } }
        // Several files (`snap test`): the files they reach, gathered into as few programs as
        // compile together (`SourceReach.groups`), each run once for all its files; a group that
        // does not compile leaves each of its files to be compiled with what it reaches alone.
        for group in reach.groups(of: reaches.map { $0.map { module.sources.firstIndex(of: $0)! } }) where group.count > 1 {
            let members = group.map { previewed[$0] }
            let union = module.sources.filter { source in group.contains { reaches[$0].contains(source) } }
            guard union.count < module.sources.count || wholeFailure == nil else { continue }
            let built = program(union)
            guard (try? built.build(libraries: libraries, compiling: { compiling(module) })) != nil else { continue }
            if let wholeFailure {
                let others = union.count - members.count
                let phrase = "the previews of \(members.count) files with the \(others) other\(others == 1 ? "" : "s") they use"
                Self.warnLeftOut(module.sources.filter { !union.contains($0) }, of: module, compiled: phrase,
                                 firstError: wholeFailure.output.split(separator: "\n").first { $0.contains(": error: ") })
            }
            for file in members { programs[file] = .success(ModuleBuild.Program(program: built.program, key: built.key(file))) }
        }
        for (file, reached) in zip(previewed, reaches) where programs[file] == nil {
            if let wholeFailure, reached.count == module.sources.count {
                programs[file] = .failure(failed(wholeFailure, file))
                continue
            }
            let built = program(reached)
            do { try built.build(libraries: libraries) { compiling(module) } } catch let failure as ModuleProgram.Failure {
                programs[file] = .failure(failed(failure, file))
                continue
            }
            if let wholeFailure {
                let count = reached.count - 1
                Self.warnLeftOut(module.sources.filter { !reached.contains($0) }, of: module,
                                 compiled: "\(file.lastPathComponent) with the \(count) file\(count == 1 ? "" : "s") it uses",
                                 firstError: wholeFailure.output.split(separator: "\n").first { $0.contains(": error: ") })
            }
            programs[file] = .success(ModuleBuild.Program(program: built.program, key: built.key(file)))
        }
        return ModuleBuild(programs: programs, catalogs: catalogs, design: module.design)
    }

    /// One line: the module's first error, and the files left out (the first five of many).
    private static func warnLeftOut(_ left: [URL], of module: PreviewModule, compiled: String, firstError: Substring?) {
        let paths = left.map(module.relativePath)
        let named = paths.count > 6
            ? paths.prefix(5).joined(separator: ", ") + " and \(paths.count - 5) more" : paths.joined(separator: ", ")
        FileHandle.standardError.write(Data("""
            snap: warning: \(module.description) does not compile as a whole\(firstError.map { " (\($0))" } ?? ""); \
            compiled \(compiled), leaving out \(paths.count): \(named)

            """.utf8))
    }

    /// The compiler's lines (file:line:column: error: …), then one line of ours; a product of
    /// another package that snap does not build, when the file reaches one, is named instead (exit 20),
    /// a remote package's target that does not build here, with its first error (exit 9), and a module
    /// the previewed one imports that did not compile, with its own error.
    private static func compileFailure(_ failure: ModuleProgram.Failure, file: URL, module: PreviewModule,
                                       packages: SwiftPMProducts?, libraries: [String: ModuleLibrary.Failure]) -> SnapError {
        // A module of the same package or project that did not compile, with the compiler's lines.
        if let library = libraries.sorted(by: { $0.key < $1.key }).first(where: { failure.output.contains("no such module '\($0.key)'") }) {
            FileHandle.standardError.write(Data(library.value.diagnostics.utf8))
            return library.value.error
        }
        if let reached = packages?.failure(reachedBy: failure.output) {
            return SnapError(.compileError, "\(file.lastPathComponent) reaches the package target '\(reached.target)', " +
                "which does not build here: \(reached.error)")
        }
        if let product = module.unbuiltProducts.first(where: { failure.output.contains("no such module '\($0.name)'") }) {
            return SnapError(.missingDependency, "\(file.lastPathComponent) reaches '\(product.name)' of package " +
                "'\(product.package)', which snap does not build; \(module.description) depends on it")
        }
        FileHandle.standardError.write(Data(GeneratedCodeDiagnostics.hidden(in: failure.output, file: file).utf8))
        return SnapError(.compileError, "\(file.lastPathComponent) did not compile")
    }

    /// The `#Preview` plugin SwiftPM builds beside `snap` from the `PreviewMacros` target.
    static let macroPlugin = "PreviewMacros-tool"

    /// Module names a previewed module cannot have: those its program imports.
    static let reservedModuleNames: Set<String> = [
        "SwiftUI", "UIKit", "LayoutDSL", "SnapRuntime", "Render", "Foundation", "Combine", "OpenCombine"
    ]

    /// `import Combine` means OpenCombine, Combine's API on Linux, for the previewed module and for
    /// the modules it imports from its package or project alike.
    static func combineAlias(_ files: [PreviewSourceFile]) -> [String] {
        files.contains { $0.imports("Combine") } ? ["-module-alias", "Combine=OpenCombine"] : []
    }

    /// The compiler flags of every preview build: the runtime's modules and plugin, and where the
    /// program finds the runtime's library (`runtimeLibrary`) when it runs.
    static func runtimeFlags(_ runtime: URL) throws -> [String] {
        ["-load-plugin-executable", runtime.appendingPathComponent(macroPlugin).path + "#PreviewMacros",
         "-I", runtime.appendingPathComponent("Modules").path, "-Xlinker", "-rpath", "-Xlinker", runtime.path]
            + (try cModuleFlags(runtime: runtime))
    }

    /// The runtime's library, which a preview program links as its first input rather than with
    /// `-l`: the driver puts the libraries its objects autolink (Dispatch, Foundation) before any
    /// `-l` of the command line, and the dynamic linker binds a symbol to its first definition in
    /// that order, so only a library ahead of them interposes their functions for the program
    /// (the virtual clock's `dispatch_after`, `CFRunLoopAddTimer`: `VirtualTime.c`). Checked with
    /// `readelf -d` and `LD_DEBUG=bindings`: with `-lSnapRuntime` libswiftDispatch's calls bound
    /// to libdispatch's own `dispatch_async`.
    static func runtimeLibrary(_ runtime: URL) -> String {
        runtime.appendingPathComponent("libSnapRuntime.so").path
    }

    /// Runs a tool (`swiftc`) in `folder`, its stdout and stderr together.
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        let exit = ProcessExit(of: process)
        do { try process.run() } catch {
            throw SnapError(.compileError, "cannot run \(arguments[0]): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The cache's own failures (a read-only or full disk, a file where the folder should be)
    /// as one line and exit 19, not Foundation's error text as an internal error.
    static func writingCache(_ cache: URL, _ body: () throws -> Void) throws {
        do { try body() } catch {
            throw SnapError(.unwritableCache, "cannot write the compile cache \(cache.path): \(error.localizedDescription)")
        }
    }

    /// The function the generated `main` calls for a file's previews, appended to the file: each
    /// provider's previews, and each `#Preview`'s expansion by its position (`PreviewMacro`; a
    /// `fileprivate` function, in reach here), numbered in file order.
    static func previewList(_ entries: [PreviewSourceFile.Entry], function: String) -> String {
        let items = zip(entries, PreviewSourceFile.groupNames(entries)).map { entry, name -> String in
            switch entry {
            case .provider(let type):
                return "(name: \(String(reflecting: name)), label: \(String(reflecting: name)), previews: { \(type).previewList })"
            case .macro(let line, let column, let title):
                // A titled preview is named by its title from the start, so a crash while it is
                // built names it as Xcode's canvas does.
                let label = title.map { String(reflecting: $0) } ?? "\"#Preview \(name)\""
                return "(name: \"\(name)\", label: \(label), previews: { [__snapPreview(L\(line)C\(column): ())] })"
            }
        }
        return """

        // Appended by snap render: the previews of this file, in file order.
        func \(function)() -> [(name: String, label: String, previews: @MainActor @Sendable () -> [Preview])] {
            [
                \(items.joined(separator: ",\n        "))
            ]
        }

        """
    }

    /// The runtime's C targets that previews see through SwiftPM's generated module maps. A
    /// module map may be read once per compilation, so another package's copy of one
    /// (OpenCombine's helpers, in a graph that depends on OpenCombine) stands aside for these.
    static let runtimeCTargets = ["PNGShim", "JPEGShim", "ImageShim", "VirtualTime", "PathClipping", "COpenCombineHelpers"]

    /// The C modules the renderer was built with, as SwiftPM passes them: system-library module
    /// maps from the package's sources, the shim's generated map, and the libraries' headers.
    /// The compiler wants them even though previews never use them directly.
    static func cModuleFlags(runtime: URL) throws -> [String] {
        let root = try cModuleRoot(runtime: runtime)
        var flags: [String] = []
        for module in ["CFreeType", "CHarfBuzz", "CFontconfig", "CUnibreak", "CFribidi", "CLibPNG", "CQREncode"] {
            flags += ["-I", root.appendingPathComponent("Sources/\(module)").path]
        }
        for shim in ["PNGShim", "JPEGShim", "ImageShim"] {
            flags += ["-Xcc", "-I" + root.appendingPathComponent("Sources/\(shim)/include").path]
        }
        // SwiftPM's generated maps of C targets name their headers by absolute path.
        for target in runtimeCTargets {
            flags += ["-Xcc", "-fmodule-map-file=" + runtime.appendingPathComponent("\(target).build/module.modulemap").path]
        }
        let pkgConfig = Process()
        pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkgConfig.arguments = ["pkg-config", "--cflags-only-I", "freetype2", "harfbuzz", "fontconfig", "libunibreak", "fribidi", "libpng"]
        let output = Pipe()
        pkgConfig.standardOutput = output
        let exit = ProcessExit(of: pkgConfig)
        try pkgConfig.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exit.wait()
        for flag in text.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
        return flags
    }

    /// The folder whose `Sources` holds the C module maps and headers the runtime was built with:
    /// the package above a build folder, or the installed runtime itself (scripts/install.sh).
    static func cModuleRoot(runtime: URL) throws -> URL {
        var root = runtime
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/CFreeType/module.modulemap").path) {
            guard root.path != "/" else {
                throw SnapError(.compileError, "cannot find the C module maps (Sources/CFreeType/module.modulemap) " +
                    "in or above \(runtime.path); reinstall snap with scripts/install.sh")
            }
            root.deleteLastPathComponent()
        }
        return root
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
