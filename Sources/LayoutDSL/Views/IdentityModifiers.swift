/// `.id(_:)`: an explicit identity. A new value is a new view: its state starts afresh.
struct IDModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    func contentContext(_ context: BuildContext) -> BuildContext { context.child(.explicit(id)) }
    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        for node in content where node.explicitID == nil { node.explicitID = id }
        return content
    }
}

/// `.accessibilityIdentifier(_:)`: names the node for tests and dumps. The outermost one wins.
struct AccessibilityIdentifierModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let identifier: String
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.identifier = identifier }
}

struct CoordinateSpaceModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let name: AnyHashable
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.annotations.append(.coordinateSpace(name)) }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: AnyHashable(id))) }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }

    /// Names this view's local space for descendants' `frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
