import AssetCatalogFormat
import AssetSymbolGeneration
import CoreData
import Foundation
import Render
import SnapRuntime

/// A preview program built from some of a module's files: every preview of those files,
/// compiled once and rendered many times (`snap render` on each file, `snap gallery`, `snap
/// watch`), as Xcode builds a preview's target once for the canvas.
///
/// The build is incremental as `swift build`'s is: each unit of files has a folder in the cache
/// (`$XDG_CACHE_HOME/snap/modules/<unit>`) holding the files as compiled (`src/`, rewritten
/// only when their text changes, so the driver's modification times mean something), the
/// driver's output file map, objects and dependency records; `swiftc -incremental` recompiles
/// a changed file and the files that depend on what it changed. A program whose texts are all
/// unchanged is not handed to the compiler at all. Concurrent `snap` processes take turns on a
/// unit through a lock file.
struct ModuleProgram {
    let module: PreviewModule
    /// The module's files this program compiles, in module order.
    let files: [URL]
    let texts: [URL: PreviewSourceFile]
    let runtime: URL
    let swiftVersion: String
    /// Catalogs whose generated symbols (`AssetSymbols`) the module compiles with.
    let catalogs: [URL]
    /// The remote packages' targets SwiftPM built for it.
    let packages: SwiftPMProducts?

    /// The unit's folder: one per module, file set, language mode and runtime build.
    let folder: URL

    init(module: PreviewModule, files: [URL], texts: [URL: PreviewSourceFile], runtime: URL, swiftVersion: String, catalogs: [URL],
         packages: SwiftPMProducts? = nil) {
        self.packages = packages
        self.module = module
        self.files = files
        self.texts = texts
        self.runtime = runtime
        self.swiftVersion = swiftVersion
        self.catalogs = catalogs
        let identity = [module.root.path, module.name, swiftVersion, runtime.path] + RuntimeLocation.builds(of: runtime)
            + files.map(\.path) + catalogs.map(\.path)
        folder = PreviewCompiler.cacheDirectory.appendingPathComponent("modules")
            .appendingPathComponent(PreviewCompiler.hash(identity.joined(separator: "|")))
    }

    var program: URL { folder.appendingPathComponent("bundle/preview") }

    /// The name by which the generated `main` asks a file's previews for: its path in the module.
    func key(_ file: URL) -> String { module.relativePath(file) }

    /// What went wrong when a build fails: the compiler's output, with the user's paths.
    struct Failure: Error {
        let output: String
    }

    /// Builds the program unless it is up to date; throws `Failure` when it does not compile.
    /// A unit that failed with the same texts fails again at once, without the compiler.
    /// `compiling` runs just before the compiler does (a phase line on a terminal).
    func build(libraries: [ModuleLibrary], compiling: () -> Void = {}) throws {
        let manager = FileManager.default
        try PreviewCompiler.writingCache(folder) {
            try manager.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        }
        let lock = try ModuleLock(folder.appendingPathComponent("lock"))
        defer { lock.release() }

        let generated = generatedFiles()
        let conflicts = assetSymbolConflicts()
        guard conflicts.isEmpty else { throw Failure(output: conflicts.map { $0.message + "\n" }.joined()) }
        let contents = sources(generated: generated)
        let digest = PreviewCompiler.hash(contents.map { $0.path.path + "\u{0}" + $0.text }.joined(separator: "\u{1}")
                                          + libraries.map(\.digest).joined() + ModuleResources.stamp(module.resources)
                                          + (module.conditions + module.swiftFlags).joined(separator: " ")
                                          + (module.infoPlist.map { String(decoding: $0, as: UTF8.self) } ?? "")
                                          + (packages.map { $0.digest + $0.compileFlags.joined() } ?? ""))
        let built = folder.appendingPathComponent("built"), failed = folder.appendingPathComponent("failed")
        if manager.isExecutableFile(atPath: program.path), (try? String(contentsOf: built, encoding: .utf8)) == digest { return }
        if (try? String(contentsOf: failed, encoding: .utf8)) == digest + "\n",
           let output = try? String(contentsOf: folder.appendingPathComponent("failed.log"), encoding: .utf8) {
            throw Failure(output: output)
        }
        try PreviewCompiler.writingCache(folder) {
            for (index, (path, text)) in contents.enumerated() where manager.contents(atPath: path.path) != Data(text.utf8) {
                try manager.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
                let before = try? manager.attributesOfItem(atPath: path.path)[.modificationDate] as? Date
                try Data(text.utf8).write(to: path)
                // The driver tells a changed input by its modification time: a save within the
                // same second as the last build's must still read as newer, and the input's old
                // object goes, so that it is compiled again whatever the times say.
                if let before {
                    try manager.setAttributes([.modificationDate: max(Date(), before.addingTimeInterval(1))], ofItemAtPath: path.path)
                }
                try? manager.removeItem(atPath: objectStem(index, path) + ".o")
            }
            let bundle = program.deletingLastPathComponent()
            try? manager.removeItem(at: bundle)
            try manager.createDirectory(at: bundle, withIntermediateDirectories: true)
            try ModuleResources.install(module.resources, in: bundle)
            // Foundation reads a flat bundle's Info.plist beside its executable, as iOS reads an app's.
            try module.infoPlist?.write(to: bundle.appendingPathComponent("Info.plist"))
            try Data(outputFileMap(contents.map(\.path)).utf8).write(to: folder.appendingPathComponent("output-file-map.json"))
        }
        do {
            compiling()
            try compile(contents.map(\.path), libraries: libraries)
        } catch let failure as Failure {
            try? Data((digest + "\n").utf8).write(to: failed)
            try? Data(failure.output.utf8).write(to: folder.appendingPathComponent("failed.log"))
            throw failure
        }
        try? manager.removeItem(at: failed)
        try PreviewCompiler.writingCache(folder) { try Data(digest.utf8).write(to: built) }
    }

    /// The files as compiled: the module's files rewritten (`PreviewSourceFile`), each with its
    /// previews' list appended, then snap's own.
    private func sources(generated: [(name: String, text: String)]) -> [(path: URL, text: String)] {
        let source = folder.appendingPathComponent("src")
        var list = files.map { file -> (URL, String) in
            let text = texts[file]!
            let previews = text.entries.isEmpty ? "" : PreviewCompiler.previewList(text.entries, function: listFunction(file))
            return (source.appendingPathComponent(key(file)), text.compiledText + previews)
        }
        list += generated.map { (folder.appendingPathComponent($0.name), $0.text) }
        return list
    }

    private func listFunction(_ file: URL) -> String { "__snapPreviews_" + PreviewCompiler.hash(key(file)) }

    /// The module's own declarations of members its generated asset symbols declare too, which
    /// would not compile (as in Xcode), said as one error each naming both.
    private func assetSymbolConflicts() -> [AssetSymbolConflict] {
        guard !catalogs.isEmpty, module.assetSymbols.resources else { return [] }
        let declared = files.flatMap { file in
            (try? String(contentsOf: file, encoding: .utf8)).map {
                DeclaredStaticMember.find(in: $0, file: file.path, types: AssetSymbolConflict.extendedTypes)
            } ?? []
        }
        let symbols = AssetSymbols.symbols(catalogs: catalogs.map { AssetCatalogContents(directory: $0) },
                                           extensions: module.assetSymbols.extensions)
        return AssetSymbolConflict.find(declared: declared, symbols: symbols)
    }

    /// `main.swift`, the asset symbols, Core Data and intent classes Xcode generates, and `Bundle.module` for a SwiftPM target.
    private func generatedFiles() -> [(name: String, text: String)] {
        let withPreviews = files.filter { !(texts[$0]?.entries.isEmpty ?? true) }
        let entries = withPreviews.map { "        \(String(reflecting: key($0))): \(listFunction($0))," }.joined(separator: "\n")
        var generated = [("main.swift", """
            import Foundation
            import SnapRuntime

            \(PreviewLocale.interposers)

            MainActor.assumeIsolated {
                runPreviews(files: [
            \(entries)
                ])
            }

            """)]
        let symbols = !module.assetSymbols.resources ? "" : AssetSymbols.source(
            catalogs: catalogs.map { AssetCatalogContents(directory: $0) }, importing: "SwiftUI",
            extensions: module.assetSymbols.extensions)
        if !symbols.isEmpty { generated.append(("GeneratedAssetSymbols.swift", symbols)) }
        let models = module.resources.filter { $0.pathExtension == "xcdatamodeld" }.compactMap(_DataModelContents.init(contentsOf:))
        let classes = CoreDataClasses.source(models: models)
        if !classes.isEmpty { generated.append(("GeneratedCoreDataClasses.swift", classes)) }
        let intents = IntentClasses.source(definitions: module.resources.filter { $0.pathExtension == "intentdefinition" })
        if !intents.isEmpty { generated.append(("GeneratedIntentClasses.swift", intents)) }
        if module.hasModuleBundle {
            generated.append(("resource_bundle_accessor.swift",
                              ModuleResources.moduleAccessor(bundle: program.deletingLastPathComponent())))
        }
        return generated
    }

    /// Where the driver writes the object and dependency record of the `index`th input.
    private func objectStem(_ index: Int, _ input: URL) -> String {
        folder.appendingPathComponent("build").path + "/\(index)-" + input.deletingPathExtension().lastPathComponent
    }

    /// The driver's map of each input to its object and dependency record, as SwiftPM writes it.
    private func outputFileMap(_ inputs: [URL]) -> String {
        let build = folder.appendingPathComponent("build").path
        var map: [String: [String: String]] = ["": ["swift-dependencies": build + "/module.swiftdeps"]]
        for (index, input) in inputs.enumerated() {
            let stem = objectStem(index, input)
            map[input.path] = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
        }
        let data = (try? JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private func compile(_ inputs: [URL], libraries: [ModuleLibrary]) throws {
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("build"), withIntermediateDirectories: true)
        // A path of its own, then renamed over the program: the same on every build, since the
        // driver compiles incrementally only when its arguments are those of the build before.
        let temporary = folder.appendingPathComponent("build/preview.linked")
        let name = PreviewCompiler.reservedModuleNames.contains(module.name) ? "Previews" : module.name
        let arguments = ["swiftc", "-swift-version", swiftVersion, "-module-name", name, "-D", "DEBUG"]
            + module.conditions.flatMap { ["-D", $0] } + module.swiftFlags
            + ["-incremental", "-output-file-map", folder.appendingPathComponent("output-file-map.json").path, "-j", "2"]
            + PreviewCompiler.linkerFlags + PreviewLocale.linkerFlags
            + PreviewCompiler.combineAlias(files.map { texts[$0]! })
            + (try PreviewCompiler.runtimeFlags(runtime))
            + libraries.flatMap(\.linkFlags) + (packages.map { $0.compileFlags + $0.linkInputs } ?? [])
            + module.moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0.path] }
            + [PreviewCompiler.runtimeLibrary(runtime)] + inputs.map(\.path) + ["-o", temporary.path]
        let (status, output) = try PreviewCompiler.run(arguments, in: folder)
        guard status == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(output: userPaths(output))
        }
        guard rename(temporary.path, program.path) == 0 else {
            throw SnapError(.unwritableCache, "cannot write the compiled preview to \(program.path)")
        }
    }

    /// Compiler output with the copies' paths replaced by the user's files'.
    func userPaths(_ output: String) -> String {
        let source = folder.appendingPathComponent("src").path + "/"
        var text = output
        for file in files { text = text.replacingOccurrences(of: source + key(file), with: file.path) }
        return text
    }
}

/// An exclusive lock on a unit's folder (`flock(2)`), released when the process ends at the latest.
struct ModuleLock {
    private let descriptor: Int32

    init(_ file: URL) throws {
        descriptor = open(file.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SnapError(.unwritableCache, "cannot create the lock \(file.path): \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    func release() { close(descriptor) }
}
