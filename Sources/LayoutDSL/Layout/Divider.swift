/// A one-pixel line across the stack it sits in (R22): horizontal in a VStack (or outside any
/// stack), vertical in an HStack; it fills the proposal along its length.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}

    func makeNodes(in context: BuildContext) -> NodeList {
        // In an open menu a divider is a section break (`MenuArrangement` draws the band).
        if context.environment.menuItemContext != nil { return context.child(.slot(0)).build(MenuSectionBreak()) }
        let color = Color.separator.resolve(in: context.environment)
        return [LayoutNode.make(DividerBehavior(axis: context.stackAxis ?? .vertical,
                                           thickness: context.environment.pixelLength, color: color))]
    }
}

struct DividerBehavior: LeafBehavior {
    /// The stack axis the divider separates along: a vertical stack gets a horizontal line.
    let axis: Axis
    let thickness: CGFloat
    let color: Color.Resolved
    var name: String { "Divider" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        axis == .vertical
            ? CGSize(width: proposal.width ?? 10, height: thickness)
            : CGSize(width: thickness, height: proposal.height ?? 10)
    }

    func display(size: CGSize) -> NodeDisplay {
        NodeDisplay(content: [.shape(ShapeOutline(Rectangle(), in: CGRect(size: size)), .fill(FillStyle()), .color(color))])
    }
}
