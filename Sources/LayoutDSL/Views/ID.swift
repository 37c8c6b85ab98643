/// `.id(_:)`: an explicit identity. A new value is a new view: its state starts afresh.
nonisolated struct IDModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    func contentContext(_ context: BuildContext) -> BuildContext { context.child(.explicit(id)) }
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        context.graph.recordInsertionPoint(contentContext(context).identity, content)
        for node in content where node.explicitID == nil { node.explicitID = id }
        return content
    }
}

nonisolated extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: AnyHashable(id))) }
}
