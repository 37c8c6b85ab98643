/// A type-erased view. Its identity includes the wrapped type, so changing the type resets state.
nonisolated public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    public init<V: View>(erasing view: V) { self.init(view) }
    func makeNodes(in context: BuildContext) -> NodeList {
        context.child(.type(ObjectIdentifier(type(of: view)))).build(view)
    }
}
