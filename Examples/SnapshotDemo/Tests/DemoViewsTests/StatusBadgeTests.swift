@testable import DemoViews
import LayoutSnapshotTesting
import SnapshotTesting
import XCTest

/// XCTest: the badge alone, at its ideal size and in a fixed frame.
final class StatusBadgeTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: StatusBadge(status: "Online"), as: .image)
        assertSnapshot(of: StatusBadge(status: "Away"), as: .image(layout: .fixed(width: 120, height: 44)), named: "fixed")
    }
}
