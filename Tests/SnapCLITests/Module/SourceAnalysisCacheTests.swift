import Foundation
import Testing

/// Each file's analysis is kept in snap's cache under its text (`SourceAnalysis`): a file rewritten
/// after a render is read again, so the next render draws the new text, and a file whose text is
/// unchanged is read from the cache, leaving the render's pixels as they were.
struct SourceAnalysisCacheTests {
    static let screen = """
    import SwiftUI
    struct Swatch: View { var body: some View { Badge() } }
    #Preview(traits: .sizeThatFitsLayout) { Swatch() }
    """

    static func badge(_ color: String) -> String {
        "import SwiftUI\nstruct Badge: View { var body: some View { Color.\(color).frame(width: 20, height: 20) } }\n"
    }

    @Test func aRewrittenFileIsReadAgainAndAnUnchangedOneIsNot() throws {
        let snap = SnapFileTests()
        try snap.write("Swatch.swift", Self.screen)
        try snap.write("Badge.swift", Self.badge("red"))
        func centre(_ folder: String) throws -> (Int, Int, Int) {
            let result = try snap.run(["render", "Swatch.swift", "--scale", "1", "-o", folder, "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            let image = try #require(try snap.images(in: folder).values.first)
            let p = image[10, 10]
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        let red = try centre("first")
        #expect(red.0 > 200 && red.2 < 80, "\(red)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: snap.directory.appendingPathComponent("cache/snap/analyses").path)
        #expect(entries.count == 2)
        #expect(try centre("again") == red)
        try snap.write("Badge.swift", Self.badge("blue"))
        let blue = try centre("rewritten")
        #expect(blue.2 > 200 && blue.0 < 80, "\(blue)")
    }
}
