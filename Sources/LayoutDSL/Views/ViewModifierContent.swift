/// The view a custom `ViewModifier` receives as `content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let build: (BuildContext) -> [LayoutNode]
    /// Content keeps the identity of the modified view, with the environment of the place it is used.
    let outer: BuildContext
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        build(outer.with(environment: context.environment))
    }
}
