import Foundation
import Testing

/// The line length rule of the package's sources (stated in docs/architecture.md): a line of a
/// Swift file under `Sources/` aims for 120 characters, wrapped where that reads better, and is
/// never over 140, so that a change stays readable in a side-by-side diff. The test walks every
/// `Sources/**/*.swift` and fails listing each line over 140 characters as `file:line (length)`.
struct SourceLineLengthTests {
    static let limit = 140
    /// Three folders up from this file (`Tests/LayoutDSLTests/`): the package's root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func sourceLinesAreAtMost140Characters() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(url)
        }
        #expect(!files.isEmpty, "no Swift files under \(sources.path)")
        var tooLong: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let root = Self.packageRoot.path + "/"
            let name = file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (index, line) in lines.enumerated() where line.count > Self.limit {
                tooLong.append("\(name):\(index + 1) (\(line.count))")
            }
        }
        #expect(tooLong.isEmpty, """
            \(tooLong.count) lines of Sources/ are over \(Self.limit) characters (aim for 120, wrap where \
            that reads better):
            \(tooLong.joined(separator: "\n"))
            """)
    }
}
