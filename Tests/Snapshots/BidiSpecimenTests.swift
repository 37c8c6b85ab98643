import Gallery
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The bidi specimen against its reference: right-to-left and mixed text drawn as UAX #9 orders
/// it, Arabic joined by HarfBuzz in Noto Sans Arabic.
@Suite(.snapshotDesign(.compatibility))
struct BidiSpecimenTests {
    @Test func bidiSpecimen() throws {
        let scene = try #require(Gallery.scene(named: "bidi"))
        let canvas = canvas(scene.size.width, scene.size.height)
        let tree = try canvas.host(scene.makeView()).update()
        assertSnapshot(of: try canvas.png(tree), as: .image())
    }
}
