/// Takes its ideal size, or, when resizable, whatever it is offered.
protocol ImageSizing: LeafBehavior {
    var ideal: CGSize { get }
    var resizable: Bool { get }
}

extension ImageSizing {
    var name: String { "Image" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: ideal) : ideal
    }
}
