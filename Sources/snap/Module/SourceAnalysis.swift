import Foundation

/// What snap reads of a module's Swift file before it compiles anything: its previews and the
/// text the compiler gets (`PreviewSourceFile`), and the names it declares and spells
/// (`SourceReach.Index`). Each is kept in snap's cache (`analyses/`, one entry a file and language
/// mode) under the file's text and the snap that read it, and read again only when either changes,
/// as a build system keeps a file's products by its inputs: a render whose program is already built
/// parses no file, nor does listing a folder's previews again (`snap gallery`, `snap test`). Without
/// it, parsing was most of such a render: 85 % of a debug `snap render` of a screen in a folder of 92
/// files (Benchmarks.md, "Compile speed").
struct SourceAnalysis: Codable {
    let file: PreviewSourceFile
    let reach: SourceReach.Index

    init(source: String, configuration: PreviewBuildConfiguration) {
        file = PreviewSourceFile(source: source, configuration: configuration)
        reach = SourceReach.Index(source: file.compiledText)
    }

    /// The analysis of `source`, the text of `path`: the cached one when it was made from the same
    /// text by the same snap executable; otherwise made now and kept. The cache only saves work:
    /// an entry that cannot be read or written is made again.
    static func of(_ source: String, at path: URL, configuration: PreviewBuildConfiguration) -> SourceAnalysis {
        let key = PreviewCompiler.hash([analyzer, configuration.swiftVersion, source].joined(separator: "\u{0}")) + "-\(source.utf8.count)"
        let entry = PreviewCompiler.cacheDirectory.appendingPathComponent("analyses")
            .appendingPathComponent(PreviewCompiler.hash(path.path + "\u{0}" + configuration.swiftVersion) + ".json")
        if let data = FileManager.default.contents(atPath: entry.path), let kept = try? JSONDecoder().decode(Entry.self, from: data),
           kept.key == key {
            return kept.analysis
        }
        let analysis = SourceAnalysis(source: source, configuration: configuration)
        if let data = try? JSONEncoder().encode(Entry(key: key, analysis: analysis)) {
            try? FileManager.default.createDirectory(at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Whole or not at all: another snap may be reading the entry.
            try? data.write(to: entry, options: .atomic)
        }
        return analysis
    }

    /// One file's entry: the latest analysis of its text, with the key it was made under.
    private struct Entry: Codable {
        let key: String
        let analysis: SourceAnalysis
    }

    /// The snap that analyses: its executable and when it was built, so that a new build (whose
    /// rewriting of the text may differ) reads every file again.
    private static let analyzer: String = {
        let built = (try? FileManager.default.attributesOfItem(atPath: RuntimeLocation.executable.path)[.modificationDate] as? Date)
        return RuntimeLocation.executable.path + "@" + (built.map { "\($0.timeIntervalSince1970)" } ?? "")
    }()
}
