/// Groups views without affecting layout: its children become the parent's subviews, and a
/// modifier applied to the group applies to each child.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(in context: BuildContext) -> NodeList { context.build(content) }
}
