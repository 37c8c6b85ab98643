import AssetCatalogFormat
import AssetSymbolGeneration
import Foundation

/// The asset symbols plugin's tool (Plugins/AssetSymbolsPlugin): writes the Swift Xcode generates
/// for a SwiftPM target's asset catalogs, so `swift build` on Linux declares the names `snap` and
/// Xcode declare (`AssetSymbols`), and fails with one error naming both places when a file of
/// the target declares one of them itself (`AssetSymbolConflict`).
///
/// Usage: AssetSymbolsTool OUTPUT [--catalog DIR]… [--source FILE]…
var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: AssetSymbolsTool OUTPUT [--catalog DIR]... [--source FILE]...\n".utf8))
    exit(2)
}
let output = arguments.removeFirst()
var catalogs: [String] = [], sources: [String] = []
while arguments.count >= 2 {
    let (option, value) = (arguments.removeFirst(), arguments.removeFirst())
    switch option {
    case "--catalog": catalogs.append(value)
    case "--source": sources.append(value)
    default:
        FileHandle.standardError.write(Data("error: AssetSymbolsTool: unknown option \(option)\n".utf8))
        exit(2)
    }
}
let parsed = catalogs.sorted().map { AssetCatalogContents(directory: URL(fileURLWithPath: $0)) }
let declared = sources.sorted().flatMap { path in
    (try? String(contentsOfFile: path, encoding: .utf8)).map {
        DeclaredStaticMember.find(in: $0, file: path, types: AssetSymbolConflict.extendedTypes)
    } ?? []
}
// A package's catalogs get the resource members alone, unless a catalog asks for extensions
// (docs/reference/asset-symbols.md).
let conflicts = AssetSymbolConflict.find(declared: declared, symbols: AssetSymbols.symbols(catalogs: parsed, extensions: false))
guard conflicts.isEmpty else {
    FileHandle.standardError.write(Data(conflicts.map { $0.message + "\n" }.joined().utf8))
    exit(1)
}
// An empty catalog still gets its (empty) file: the build declared it as the command's output.
let source = AssetSymbols.source(catalogs: parsed, importing: "SwiftUI", bundle: ".module", extensions: false)
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: AssetSymbolsTool: cannot write \(output): \(error.localizedDescription)\n".utf8))
    exit(1)
}
