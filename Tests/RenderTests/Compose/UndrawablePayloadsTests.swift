import LayoutDSL
import Render
import Testing
import TestSupport

/// A tree with text or images from engines other than the renderer's is named as undrawable,
/// by the payloads' types, wherever they sit: a text view, an image view, an image paint, a
/// canvas's drawing. A tree drawn by the linked engines has none.
struct UndrawablePayloadsTests {
    @Test func foreignTextAndImagesAreNamed() throws {
        let foreign = VStack {
            Text("Hello")
            Image("Photo")
            Rectangle().fill(ImagePaint(image: Image("Tile"))).frame(width: 8, height: 8)
        }
        let text = try layout(foreign.environment(\.textMeasurer, ForeignTextEngine()))
        #expect(UndrawablePayloads(text)?.typeNames == ["Shaped"])
        let images = try layout(foreign.environment(\.imageLoader, ForeignImageLoader()))
        #expect(UndrawablePayloads(images)?.typeNames == ["Loaded"])
        #expect(UndrawablePayloads(images)?.description.hasPrefix("the renderer cannot draw Loaded: text and images must come") == true)
        let canvas = try layout(LayoutDSL.Canvas { context, _ in context.draw(Text("Drawn"), at: .zero) }
            .frame(width: 20, height: 20).environment(\.textMeasurer, ForeignTextEngine()))
        #expect(UndrawablePayloads(canvas)?.typeNames == ["Shaped"])
    }

    @Test func theLinkedEnginesAreDrawable() throws {
        let own = VStack {
            Text("Hello")
            Image("Swatch")
            Image("Bubble").resizable().frame(width: 20, height: 5)
            Rectangle().fill(ImagePaint(image: Image("Swatch"))).frame(width: 8, height: 8)
        }
        let tree = try layout(own, imageLoader: AssetCatalogTests.loader)
        #expect(tree.allNodes.filter { $0.type == "Image" }.count == 2)
        #expect(UndrawablePayloads(tree) == nil)
    }
}
