import Foundation
import SnapRuntime

/// A module that the previewed module imports from the same package or project (a SwiftPM
/// target's local dependency, a framework target of an Xcode project), compiled first as Xcode
/// and SwiftPM compile dependencies: its own module (`-emit-module`) and a static library the
/// program links, rebuilt when its files' texts change.
struct ModuleLibrary {
    let module: PreviewModule
    let folder: URL
    /// A digest of what it was built from: the program is rebuilt when it changes.
    let digest: String

    /// What the program is compiled and linked with to import it.
    var linkFlags: [String] { ["-I", folder.path, "-L", folder.path, "-l" + module.name] }

    /// A module that does not compile: the error a preview that reaches it fails with, and the
    /// compiler's lines to print before it.
    struct Failure: Error {
        let error: SnapError
        let diagnostics: String
    }

    /// Builds `module`'s dependencies, then `module`, depth first; each library once. A module that
    /// does not compile, and those that import it, are `failures` by module name, as files of the
    /// previewed module that do not compile are: the files that import one are left out, and only a
    /// preview that reaches one fails (`PreviewCompiler`).
    static func build(_ modules: [PreviewModule], runtime: URL, swiftVersion: String,
                      packages: SwiftPMProducts? = nil) throws -> (libraries: [ModuleLibrary], failures: [String: Failure]) {
        var built: [ModuleLibrary] = [], failures: [String: Failure] = [:]
        func visit(_ module: PreviewModule) throws {
            guard !built.contains(where: { $0.module.name == module.name }), failures[module.name] == nil else { return }
            for dependency in module.dependencies { try visit(dependency) }
            if let failure = module.dependencies.lazy.compactMap({ failures[$0.name] }).first {
                failures[module.name] = failure
                return
            }
            do {
                built.append(try library(module, runtime: runtime, swiftVersion: swiftVersion, dependencies: built, packages: packages))
            } catch let failure as Failure {
                failures[module.name] = failure
            }
        }
        for module in modules { try visit(module) }
        return (built, failures)
    }

    private static func library(_ module: PreviewModule, runtime: URL, swiftVersion: String,
                                dependencies: [ModuleLibrary], packages: SwiftPMProducts?) throws -> ModuleLibrary {
        let files = try module.sources.map { file -> (URL, PreviewSourceFile) in
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw SnapError(.unreadableFile, "cannot read \(file.path)")
            }
            return (file, SourceAnalysis.of(String(decoding: data, as: UTF8.self), at: file,
                                            configuration: PreviewBuildConfiguration(swiftVersion: swiftVersion)).file)
        }
        let texts = files.map { ($0.0, $0.1.compiledText) }
        let resources = module.hasModuleBundle ? ModuleResources.stamp(module.resources) : ""
        let digest = PreviewCompiler.hash(texts.map { $0.0.path + "\u{0}" + $0.1 }.joined(separator: "\u{1}")
                                          + dependencies.map(\.digest).joined() + swiftVersion + runtime.path + resources
                                          + (module.conditions + module.swiftFlags).joined(separator: " ")
                                          + (packages.map { $0.digest + $0.compileFlags.joined() } ?? ""))
        let folder = PreviewCompiler.cacheDirectory.appendingPathComponent("libraries").appendingPathComponent(digest)
        let library = ModuleLibrary(module: module, folder: folder, digest: digest)
        let archive = folder.appendingPathComponent("lib\(module.name).a")
        if FileManager.default.fileExists(atPath: archive.path) { return library }
        let source = folder.appendingPathComponent("src")
        let copies = texts.enumerated().map { source.appendingPathComponent("\($0.offset)-\($0.element.0.lastPathComponent)") }
        // A target with resources gets SwiftPM's `Bundle.module`, its resources in a folder of the library's.
        let bundle = folder.appendingPathComponent("resources")
        let accessor = folder.appendingPathComponent("resource_bundle_accessor.swift")
        try PreviewCompiler.writingCache(folder) {
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            for (copy, (_, text)) in zip(copies, texts) { try Data(text.utf8).write(to: copy) }
            if module.hasModuleBundle {
                try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
                try ModuleResources.install(module.resources, in: bundle)
                try ModuleResources.linkCatalogs(module.resources, in: bundle)
                try Data(ModuleResources.moduleAccessor(bundle: bundle).utf8).write(to: accessor)
            }
        }
        let inputs = copies.map(\.path) + (module.hasModuleBundle ? [accessor.path] : [])
        let temporary = folder.appendingPathComponent("lib.\(UUID().uuidString).tmp")
        let arguments = ["swiftc", "-swift-version", swiftVersion, "-module-name", module.name, "-D", "DEBUG", "-parse-as-library", "-wmo"]
            + module.conditions.flatMap { ["-D", $0] } + module.swiftFlags
            + ["-emit-library", "-static", "-emit-module",
               "-emit-module-path", folder.appendingPathComponent("\(module.name).swiftmodule").path]
            + PreviewCompiler.combineAlias(files.map(\.1))
            + (try PreviewCompiler.runtimeFlags(runtime)) + dependencies.flatMap(\.linkFlags) + (packages?.compileFlags ?? [])
            + module.moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0.path] }
            + inputs + ["-o", temporary.path]
        let (status, output) = try PreviewCompiler.run(arguments, in: folder)
        guard status == 0 else {
            // A product of another package that snap does not build is named, as for the previewed module (exit 20),
            // and so is a remote package's target that does not build here (exit 9).
            if let reached = packages?.failure(reachedBy: output) {
                throw Failure(error: SnapError(.compileError, "\(module.description), which the previewed module imports, reaches " +
                    "the package target '\(reached.target)', which does not build here: \(reached.error)"), diagnostics: "")
            }
            if let product = module.unbuiltProducts.first(where: { output.contains("no such module '\($0.name)'") }) {
                throw Failure(error: SnapError(.missingDependency, "\(module.description), which the previewed module imports, reaches " +
                    "'\(product.name)' of package '\(product.package)', which snap does not build"), diagnostics: "")
            }
            var text = output
            for (copy, (file, _)) in zip(copies, texts) { text = text.replacingOccurrences(of: copy.path, with: file.path) }
            throw Failure(error: SnapError(.compileError, "\(module.description), which the previewed module imports, did not compile"),
                          diagnostics: text)
        }
        guard rename(temporary.path, archive.path) == 0 else { throw SnapError(.unwritableCache, "cannot write \(archive.path)") }
        return library
    }
}
