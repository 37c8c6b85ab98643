/// A shape drawn with a style: the leaf the engine lays out and draws.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView {
    public let shape: Content
    @usableFromInline let style: Style
    @usableFromInline let mode: ShapeDrawMode

    /// Inlinable, as `Shape.fill` is: made in the caller's module, where the shape and style
    /// types are known, the view's layout is too; made here, every shape view looked up its
    /// generic type's metadata at run time (about 450 instructions a view; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    @inlinable init(shape: Content, style: Style, mode: ShapeDrawMode) {
        self.shape = shape
        self.style = style
        self.mode = mode
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        let nodes: NodeList = [LayoutNode.make(ShapeBehavior(
            shape: shape, paint: style._paint(in: context.environment), mode: mode,
            mirrored: shape.layoutDirectionBehavior.mirrors(context.environment.layoutDirection)))]
        guard let shadow = style._shadow, let drop = shadow.drop(in: context.environment) else { return nodes }
        return nodes.adding(NodeEffect("shadow", .shadow(drop), in: context))
    }
}

struct ShapeBehavior<S: Shape>: LeafBehavior {
    let shape: S
    let paint: Paint
    let mode: ShapeDrawMode
    /// The path is drawn mirrored (`Shape.layoutDirectionBehavior` in this direction).
    var mirrored = false

    var name: String { shapeName(S.self) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { shape.sizeThatFits(proposal) }

    /// A clear fill draws nothing, as `Color.clear` does, and so takes no touches.
    func display(size: CGSize) -> NodeDisplay {
        if case .fill = mode, case .color(let color) = paint, color.opacity == 0 { return NodeDisplay() }
        // A stroke filled (non-zero) is the base stroked: the same area, rasterized as a stroke.
        if case .fill(let fill) = mode, !fill.isEOFilled, let (base, style) = shape._strokeOfBase {
            return NodeDisplay(content: [.shape(outline(base, size), .stroke(style), paint)])
        }
        return NodeDisplay(content: [.shape(outline(shape, size), mode, paint)])
    }

    private func outline<T: Shape>(_ shape: T, _ size: CGSize) -> ShapeOutline {
        mirrored ? ShapeOutline(MirroredShape(base: shape), in: CGRect(size: size)) : ShapeOutline(shape, in: CGRect(size: size))
    }
}

/// The name of a shape type as the resolved tree reports it ("Circle", "InsetShape<Capsule>").
func shapeName(_ type: Any.Type) -> String { TypeNames.shared.name(type) }
