/// SwiftUI's `Canvas`: a view drawn by a closure with a `GraphicsContext`, in immediate mode.
///
/// Layout: it takes the space it is offered, 10 × 10 points where a dimension is unspecified,
/// as shapes do (SwiftUI's canvas is a flexible leaf). The renderer runs when the tree is
/// resolved, with the canvas's final size; what it draws is recorded as display items in the
/// canvas's space, so the canvas draws through the same rasterizer as every view, clipped to its
/// bounds (it renders into a layer of its own size in SwiftUI). Symbols (the
/// `symbols` views, found by their `.tag`) are laid out offered the canvas's size.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Accepted: an opaque canvas promises to fill itself; the drawing is the same.
    public var isOpaque: Bool
    /// Accepted: drawing here is in non-linear sRGB, 8 bits per channel.
    public var colorMode: ColorRenderingMode
    /// Accepted: the canvas draws when the frame renders.
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols(); self.renderer = renderer
        isOpaque = opaque; self.colorMode = colorMode; self.rendersAsynchronously = rendersAsynchronously
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        let environment = context.environment
        let tagged = taggedChildren(of: symbols).compactMap { child in child.tag.map { ($0, child.view) } }
        return [LayoutNode.make(CanvasBehavior(renderer: renderer, environment: environment, symbols: tagged, warn: context.warn))]
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

struct CanvasBehavior: LeafBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    let symbols: [(AnyHashable, AnyView)]
    let warn: (String) -> Void
    var name: String { "Canvas" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    var effectStage: NodeEffect.Stage? { .clip }

    func display(size: CGSize) -> NodeDisplay {
        let shared = GraphicsContext.Shared(size: size, symbols: { id in resolveSymbol(id, size: size) }, warn: warn)
        var context = GraphicsContext(recording: GraphicsContext.Recording(shared: shared), environment: environment)
        renderer(&context, size)
        // A canvas draws into its own bounds: what falls outside is cut off.
        var display = NodeDisplay(content: context.recording.items)
        display.clip = ClipShape(path: Path(CGRect(size: size)), style: FillStyle())
        return display
    }

    /// Lays the tagged view out on its own, offered the canvas's size, in the canvas's environment.
    private func resolveSymbol(_ id: AnyHashable, size: CGSize) -> GraphicsContext.ResolvedSymbol? {
        guard let view = symbols.first(where: { $0.0 == id })?.1 else { return nil }
        let host = ViewHost(view, canvasSize: size, environment: environment)
        guard let tree = try? host.update() else { return nil }
        let root = tree.root
        guard let item = root.displayItem(in: root.transform.inverted()) else { return nil }
        return GraphicsContext.ResolvedSymbol(items: [item], size: root.size)
    }
}
