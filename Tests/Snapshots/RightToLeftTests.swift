import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The controls gallery right to left, as an Arabic or Hebrew iPhone shows it: every view's
/// frame is its left-to-right frame mirrored across the canvas; text and symbols are not
/// mirrored, switches are (their "on" knob is on the left).
@Suite(.snapshotDesign(.compatibility))
struct RightToLeftTests {
    let size = CGSize(width: 393, height: 560)

    @Test func controlsMirrored() throws {
        assertSnapshot(of: ControlsScene(), as: .image(size: size, scale: 1, layoutDirection: .rightToLeft))
    }

    /// The same screen laid out both ways: node for node, x' = width − x − w, y unchanged.
    @Test func everyFrameMirrors() throws {
        let ltr = try SnapshotCanvas(size: size, scale: 1).host(ControlsScene()).update().allNodes
        let rtl = try SnapshotCanvas(size: size, scale: 1, layoutDirection: .rightToLeft).host(ControlsScene()).update().allNodes
        #expect(ltr.count == rtl.count)
        #expect(ltr.count > 100)
        for (a, b) in zip(ltr, rtl) {
            #expect(a.type == b.type)
            #expect(close(b.frame.minX, size.width - a.frame.maxX, 1e-9), "\(a.type) \(a.id ?? ""): \(a.frame) ↔ \(b.frame)")
            #expect(b.frame.minY == a.frame.minY && b.frame.size == a.frame.size)
        }
    }
}
