import Foundation
import Testing

/// A preview's title names its file by a documented rule (letters and digits kept, every other
/// run one hyphen) and names it in errors, even when it crashes while it is built.
struct PreviewNamingTests {
    private func write(_ source: String, to snap: SnapFileTests, as name: String) throws {
        try FileManager.default.createDirectory(at: snap.directory, withIntermediateDirectories: true)
        try source.write(to: snap.directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func titlesMakeSafeFileNames() throws {
        let snap = SnapFileTests()
        try write("""
        import SwiftUI
        #Preview("Card – Dark: 2x") { Text("a") }
        #Preview("Größe") { Text("b") }
        """, to: snap, as: "Card.swift")
        let result = try snap.run(["render", "Card.swift", "-o", "out", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: snap.directory.appendingPathComponent("out").path).sorted()
        #expect(files == ["Card-Card-Dark-2x@2x_0.png", "Card-Größe@2x_0.png"])
    }

    @Test func aCrashWhileBuildingNamesTheTitle() throws {
        let snap = SnapFileTests()
        try write("""
        import SwiftUI
        #Preview("Boom") { let rows: [Int] = []; return Text("\\(rows[1])") }
        """, to: snap, as: "Boom.swift")
        let result = try snap.run(["render", "Boom.swift", "-o", "out"])
        #expect(result.status == 13)
        #expect(result.stderr.contains("snap: error: preview 'Boom' crashed: Index out of range"), "\(result.stderr)")
    }
}
