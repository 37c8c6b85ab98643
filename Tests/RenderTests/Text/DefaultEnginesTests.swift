import LayoutDSL
import Render
import Testing

/// A host made with only a view and a canvas measures text with the linked engine, giving the
/// frames a rendering environment gives.
struct DefaultEnginesTests {
    @Test func plainHostLaysTextOut() throws {
        let view = Text("Hello, world").font(.body).accessibilityIdentifier("t")
        let plain = try ViewHost(view, canvasSize: CGSize(width: 300, height: 100)).update()
        let rendering = try ViewHost(view, canvasSize: CGSize(width: 300, height: 100), environment: .rendering(scale: 2)).update()
        let size = try #require(plain.node(id: "t")?.frame.size)
        #expect(size.width > 50 && size.height > 10)
        #expect(plain.node(id: "t")?.frame == rendering.node(id: "t")?.frame)
    }
}
