@testable import DemoViews
import Foundation
import LayoutSnapshotTesting
import SnapshotTesting
import SwiftUI
import XCTest

/// XCTest: the badge alone, at its ideal size and in a fixed frame.
final class StatusBadgeTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: StatusBadge(status: "Online"), as: .image)
        assertSnapshot(of: StatusBadge(status: "Away"), as: .image(layout: .fixed(width: 120, height: 44)), named: "fixed")
    }

    /// A view whose body traps, run only with `SNAPSHOT_DEMO_TRAP` set: the test process ends,
    /// and the run's report keeps the entries before it and names this snapshot as crashed.
    func testTrappingView() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["SNAPSHOT_DEMO_TRAP"] != nil)
        assertSnapshot(of: Trapping(), as: .image)
    }
}

private struct Trapping: View {
    let statuses: [String] = []
    var body: some View { Text(statuses[1]) }
}
