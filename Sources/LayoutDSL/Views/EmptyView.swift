/// No content: contributes no subviews to its parent.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeNodes(in context: BuildContext) -> NodeList { [] }
}
