import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// Seed 000: the header height, title opacities and the image at each offset.
@Suite(.snapshotDesign(.compatibility))
struct CollapsingHeaderTests {
    @Test(arguments: [-60, 0, 25, 50, 75, 90, 100, 150, 300] as [CGFloat])
    func headerAtOffset(offset: CGFloat) throws {
        let canvas = canvas(390, 600)
        let host = canvas.host(CollapsingHeaderScene())
        host.setScrollOffset(CGPoint(x: 0, y: offset))
        let tree = try host.update()

        // Height: 160 expanded, 64 collapsed, stretched by the pull when negative.
        let height = max(64, 160 - offset)
        #expect(tree.frame("header") == CGRect(x: 0, y: 0, width: 390, height: height))
        // The gradient fills the header exactly, whatever the titles' overflow.
        #expect(tree.frame("headerBackground") == CGRect(x: 0, y: 0, width: 390, height: height))
        let progress = min(max(offset / 96, 0), 1)
        #expect(close(tree.node(id: "largeTitle").map { CGFloat($0.opacity) }, 1 - progress))
        #expect(close(tree.node(id: "smallTitle").map { CGFloat($0.opacity) }, progress))
        // The large title sits on the header's bottom edge; when the header is shorter than the
        // title, the title's stack overflows the frame and is centred in it (then clipped).
        let title = try #require(tree.frame("largeTitle"))
        #expect(close(title.maxY, height >= title.height ? height : (height + title.height) / 2))
        // The list moves with the offset: its first row starts below the expanded header.
        #expect(tree.node(id: "scroll") != nil)

        // "neg" rather than "-": snapshot names are sanitised, which would fold "--60" into "-60".
        assertSnapshot(of: try canvas.png(tree), as: .image(), named: "offset-\(offset < 0 ? "neg" : "")\(Int(abs(offset)))")
    }
}
