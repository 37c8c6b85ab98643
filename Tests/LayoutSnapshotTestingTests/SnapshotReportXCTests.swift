import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import XCTest
import TestSupport

/// `assertSnapshot` in an XCTest test: a real failure and a pass reach the report. The failure is
/// expected: while `expectingFailures` is set, XCTest failures are collected instead of recorded
/// (what `XCTExpectFailure` does on Apple platforms, which corelibs XCTest lacks).
final class SnapshotReportXCTests: XCTestCase {
    var expectingFailures = false
    var failures: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if expectingFailures { failures.append(description) } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAssertSnapshotInXCTest() throws {
        let temporary = TemporaryDirectory("snapshot-report"), root = temporary.url
        SnapshotRun.$current.withValue(SnapshotRun(id: "xctest", root: root)) {
            assertSnapshot(of: StrategyTests.Dot(), as: .image(size: CGSize(width: 20, height: 10), scale: 1), named: "dot")
            expectingFailures = true
            assertSnapshot(of: StrategyTests.Dot(color: .red), as: .image(size: CGSize(width: 20, height: 10), scale: 1),
                           named: "changed", record: .missing)
            expectingFailures = false
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("1 of 200 pixels differ") == true, "\(failures)")
        let report = try SnapshotReport.read(root)
        XCTAssertEqual(report.entries.map(\.outcome), [.passed, .failed])
        XCTAssertEqual(Set(report.entries.map(\.library)), ["XCTest"])
        // An XCTest test's suite is its file, where swift-snapshot-testing keeps its references.
        XCTAssertEqual(Set(report.entries.map(\.suite)), ["SnapshotReportXCTests"])
        XCTAssertEqual(report.entries.last?.reference, "SnapshotReportXCTests/testAssertSnapshotInXCTest.changed.reference.png")
    }
}
