import LayoutDSL
import Render
import Testing

/// The renderer draws data: a tree built by hand, with no view or layout behind it, renders as
/// a resolved one does.
struct PlainTreeTests {
    @Test func rendersATreeBuiltAsData() throws {
        let blue = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 1)
        var square = NodeDisplay(content: [.shape(ShapeOutline(Rectangle(), in: CGRect(x: 0, y: 0, width: 4, height: 4)), .fill(FillStyle()), .color(blue))])
        square.opacity = 0.5
        let leaf = ResolvedNode(type: "Rectangle", size: CGSize(width: 4, height: 4), transform: CGAffineTransform(translationX: 2, y: 1),
                                opacity: 0.5, display: square)
        let tree = ResolvedTree(canvasSize: CGSize(width: 8, height: 6),
                                root: ResolvedNode(type: "ZStack", size: CGSize(width: 8, height: 6), children: [leaf]))
        let canvas = Renderer(scale: 1).render(tree)
        #expect(canvas[1, 1] == .clear)
        #expect(canvas[2, 1] == Pixel(r: 0, g: 0, b: 128, a: 128))
        #expect(canvas[5, 4] == Pixel(r: 0, g: 0, b: 128, a: 128))
        #expect(canvas[6, 4] == .clear)
    }

    /// The same view resolved and rebuilt from its nodes' data renders the same pixels.
    @Test func resolvedTreeRebuiltFromItsDataRendersTheSame() throws {
        let view = ZStack {
            RoundedRectangle(cornerRadius: 6).fill(.orange).frame(width: 30, height: 20).rotationEffect(.degrees(20))
            Circle().stroke(.blue, lineWidth: 2).frame(width: 16, height: 16).opacity(0.7)
        }
        let tree = try layout(view, width: 40, height: 40)
        func rebuilt(_ node: ResolvedNode) -> ResolvedNode {
            ResolvedNode(type: node.type, id: node.id, text: node.text, views: node.views, modifiers: node.modifiers, size: node.size,
                         transform: node.transform, opacity: node.opacity, display: node.display, children: node.children.map(rebuilt))
        }
        let copy = ResolvedTree(canvasSize: tree.canvasSize, root: rebuilt(tree.root))
        #expect(Renderer(scale: 2).render(copy).pixels == Renderer(scale: 2).render(tree).pixels)
        #expect(try copy.jsonData() == tree.jsonData())
    }
}
