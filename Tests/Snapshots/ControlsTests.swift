import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The controls gallery in light and dark mode, and a button while a finger is down on it.
@Suite(.snapshotDesign(.compatibility))
struct ControlsTests {
    @Test func light() throws {
        assertSnapshot(of: ControlsScene(), as: .image(size: CGSize(width: 393, height: 560), scale: 1, colorScheme: .light))
    }

    @Test func dark() throws {
        assertSnapshot(of: ControlsScene(), as: .image(size: CGSize(width: 393, height: 560), scale: 1, colorScheme: .dark))
    }

    /// A finger down on "Prominent" dims it; a tap on the Wi-Fi switch turns it off.
    @Test func pressedAndTapped() throws {
        let canvas = canvas(393, 560)
        let host = canvas.host(ControlsScene())
        let frames = try host.drag(from: CGPoint(x: 180, y: 74), to: CGPoint(x: 184, y: 74), duration: 2.0 / 60, settle: 1.0 / 60)
        #expect(frames.first?.tree.allNodes.contains { $0.text == "Prominent" && $0.opacity < 1 } == true)
        assertSnapshot(of: try canvas.png(frames[0].tree), as: .image(), named: "pressed")
        assertSnapshot(of: try canvas.png(try host.tap(at: CGPoint(x: 350, y: 327))), as: .image(), named: "wifi-off")
    }
}
