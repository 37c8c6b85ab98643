/// No content: contributes no subviews to its parent.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeNodes(in context: BuildContext) -> NodeList { [] }
}
