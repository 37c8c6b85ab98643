import Foundation
import PackagePlugin

/// Xcode's asset symbols for a SwiftPM target on Linux: `Color.brand`, `ColorResource.brand`,
/// `ImageResource.avatar`, `UIImage.avatar` for the target's asset catalogs, generated as Xcode 15
/// and later generate them (and as `snap render` does), so the view files an app compiles in
/// Xcode compile with `swift build` too. A target adds it on Linux only, where Xcode does not
/// generate them (docs/snapshot-testing.md):
///
///     plugins: [.plugin(name: "AssetSymbols", package: "LayoutDSL")]
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        // Each file inside a catalog names the catalog's folder: everything up to `.xcassets`.
        let catalogs = Set(files.compactMap { url -> URL? in
            guard let index = url.pathComponents.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { return nil }
            return url.pathComponents[...index].dropFirst().reduce(URL(fileURLWithPath: "/")) { $0.appendingPathComponent($1) }
        }).sorted { $0.path < $1.path }
        guard !catalogs.isEmpty else { return [] }
        let sources = files.filter { $0.pathExtension == "swift" }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [.buildCommand(
            displayName: "Generating asset symbols for \(target.name)",
            executable: try context.tool(named: "AssetSymbolsTool").url,
            arguments: [output.path] + catalogs.flatMap { ["--catalog", $0.path] } + sources.flatMap { ["--source", $0.path] },
            inputFiles: files.filter { $0.pathComponents.contains { $0.hasSuffix(".xcassets") } } + sources,
            outputFiles: [output])]
    }
}
