/// A `Color` as a view: takes the proposal (10 for unspecified dimensions, R9) and fills it.
extension Color: View, PrimitiveView {
    func makeNodes(in context: BuildContext) -> NodeList {
        [LayoutNode.make(ColorBehavior(color: resolve(in: context.environment)))]
    }
}

struct ColorBehavior: LeafBehavior {
    let color: Color.Resolved
    var name: String { "Color" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func display(size: CGSize) -> NodeDisplay {
        guard color.opacity > 0 else { return NodeDisplay() }
        return NodeDisplay(content: [.shape(ShapeOutline(Rectangle(), in: CGRect(size: size)), .fill(FillStyle()), .color(color))])
    }
}
