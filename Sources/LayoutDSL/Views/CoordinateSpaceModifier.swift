nonisolated struct CoordinateSpaceModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let name: AnyHashable
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.annotations.append(.coordinateSpace(name)) }
}

nonisolated extension View {
    /// Names this view's local space for descendants' `frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
