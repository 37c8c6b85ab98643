import LayoutDSL
import Render
import Testing

/// A host made with only a view and a canvas measures text with the linked engine, giving the
/// frames a rendering environment gives.
struct DefaultEnginesTests {
    @Test func plainHostLaysTextOut() throws {
        let view = Text("Hello, world").font(.body).accessibilityIdentifier("t")
        let plain = try ViewHost(view, canvasSize: CGSize(width: 300, height: 100)).update()
        let rendering = try ViewHost(view, canvasSize: CGSize(width: 300, height: 100), environment: .rendering()).update()
        let size = try #require(plain.node(id: "t")?.frame.size)
        #expect(size.width > 50 && size.height > 10)
        #expect(plain.node(id: "t")?.frame == rendering.node(id: "t")?.frame)
    }
}

/// The engine keeps the layouts it made: the same text at the same size is one layout, so a
/// frame of a sequence does not shape its texts again; a different width is another layout.
struct LayoutCacheTests {
    @Test func sameTextSameLayout() {
        let text = StyledText(runs: [.init(string: "Cached row", font: .body, color: Color.black.resolve(in: EnvironmentValues()))])
        let engine = TextEngine.shared
        let a = engine.layout(text, width: 200, height: nil, options: TextLayoutOptions())
        let b = engine.layout(text, width: 200, height: nil, options: TextLayoutOptions())
        let c = engine.layout(text, width: 30, height: nil, options: TextLayoutOptions())
        #expect(a === b)
        #expect(a !== c && c.lineCount > 1 && a.lineCount == 1)
    }
}
