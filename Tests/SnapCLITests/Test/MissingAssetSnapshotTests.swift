import Foundation
import SnapshotReporting
import Testing

/// `snap test` takes no snapshot of a preview that names an image or colour no asset catalog has:
/// iOS draws nothing for it, and a reference recorded so would pass forever. The preview fails
/// with the names (exit 23 for it, the run's exit 1 with a report entry), nothing is recorded,
/// and the file's other previews are checked as usual.
struct MissingAssetSnapshotTests {
    let files = SnapFileTests()

    @Test func aPreviewNamingAMissingAssetRecordsNothing() throws {
        try files.write(["Views/Badges.swift": """
            import SwiftUI

            #Preview("Typo", traits: .sizeThatFitsLayout) { Image("trial").frame(width: 20, height: 20) }
            #Preview("Fine", traits: .sizeThatFitsLayout) { Color.green.frame(width: 20, height: 20) }
            """])
        let run = try files.run(["test", "Views", "--record", "--scale", "1"])
        #expect(run.status != 0)
        let folder = files.directory.appendingPathComponent("Views/__Snapshots__/Badges")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Fine.png"])
        let report = try SnapshotReport.read(files.directory.appendingPathComponent(".build/snap-test"))
        let typo = try #require(report.entries.first { $0.name.contains("Typo") || $0.test.contains("Typo") })
        #expect(typo.outcome == .error)
        #expect(typo.message?.contains("no asset catalog has the image 'trial'") == true)
    }
}
