import Foundation
import SnapshotReporting
import Testing
@testable import snap

/// `// snap: test` right before a `#Preview` or a provider marks it for `snap test --marked`:
/// only in the comment block attached to the declaration, never in a string or a body.
struct PreviewMarkTests {
    static let source = """
        import SwiftUI

        // snap: test
        #Preview("Marked") { Color.red.frame(width: 8, height: 8) }

        #Preview("Plain") { Color.blue.frame(width: 8, height: 8) }

        /// The badge, in its two sizes.
        ///   snap: test
        @available(iOS 17, *)
        struct Badge_Previews: PreviewProvider {
            static var previews: some View { Color.green.frame(width: 8, height: 8) }
        }

        // snap: test

        #Preview("Detached") { Color.gray.frame(width: 8, height: 8) }

        #Preview { Text("// snap: test").frame(width: 8, height: 8) }

        #if DEBUG
        // snap: test
        #Preview { Color.black.frame(width: 8, height: 8) }
        #endif
        """

    @Test func theCommentRightBeforeAPreviewMarksIt() {
        let file = PreviewSourceFile(source: Self.source, configuration: PreviewBuildConfiguration(swiftVersion: "5"))
        #expect(file.entries.count == 6)
        // Marked: the first #Preview, the provider (doc comment, an attribute between), the #Preview inside #if DEBUG.
        // Not: a plain one, one a blank line away from the comment, one whose body holds the words in a string.
        #expect(file.marked == [0, 2, 5])
        #expect(PreviewSourceFile.groupNames(file.entries) == ["1", "2", "Badge_Previews", "3", "4", "5"])
    }

    @Test func markedRunsOnlyMarkedPreviewsAndKeepsTheOthersReferences() throws {
        let files = SnapFileTests()
        let views = files.directory.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try Data(Self.source.utf8).write(to: views.appendingPathComponent("Marks.swift"))
        try Data("import SwiftUI\n\n#Preview(\"Unmarked\") { Color.red.frame(width: 8, height: 8) }\n".utf8)
            .write(to: views.appendingPathComponent("Plain.swift"))

        let all = try files.run(["test", "Views", "--scale", "1", "--record"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stderr.contains("7 snapshots of 2 files: 7 recorded"), "\(all.stderr)")

        // Only the marked previews are rendered; the unmarked ones' references are kept, not orphaned,
        // and a file with no marked preview is not compiled.
        let marked = try files.run(["test", "Views", "--scale", "1", "--marked", "--prune"])
        #expect(marked.status == 0, "\(marked.stderr)")
        let entries = try SnapshotReport.read(files.directory.appendingPathComponent(".build/snap-test")).entries
        #expect(entries.map(\.test) == ["Marked", "Badge_Previews", "5"] && entries.allSatisfy { $0.outcome == .passed })
        #expect(marked.stderr.contains("3 snapshots of 1 file: 3 passed; pruned 0 orphaned references"), "\(marked.stderr)")
        #expect(FileManager.default.fileExists(atPath: views.appendingPathComponent("__Snapshots__/Marks/Plain.png").path))

        // The configuration's key does the same; a value that is not true or false is one line, exit 22.
        try Data(#"{"marked": true}"#.utf8).write(to: files.directory.appendingPathComponent("snap-test.json"))
        let configured = try files.run(["test", "Views", "--scale", "1"])
        #expect(configured.status == 0 && configured.stderr.contains("3 snapshots of 1 file: 3 passed"), "\(configured.stderr)")
        try Data(#"{"marked": "yes"}"#.utf8).write(to: files.directory.appendingPathComponent("snap-test.json"))
        let bad = try files.run(["test", "Views"])
        #expect(bad.status == 22 && bad.stderr == "snap: error: snap-test.json: \"marked\" must be true or false\n")

        // No marked preview at all is said as such.
        try FileManager.default.removeItem(at: files.directory.appendingPathComponent("snap-test.json"))
        try FileManager.default.removeItem(at: views.appendingPathComponent("Marks.swift"))
        let none = try files.run(["test", "Views", "--marked"])
        #expect(none.status == 8 && none.stderr.contains("declares a preview marked `// snap: test`"), "\(none.stderr)")
    }
}
