@testable import DemoViews
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// Swift Testing: the card at its ideal size, and the screen on a device in dark mode. On the
/// main actor, as views are (`View` is `@MainActor`, as in iOS 18).
@MainActor
struct ProfileCardTests {
    @Test func card() {
        assertSnapshot(of: ProfileCard(), as: .image)
    }

    @Test func screen() {
        assertSnapshot(of: ProfileScreen(), as: .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .dark)),
                       named: "iPhone13Pro-dark")
    }
}
