nonisolated struct LayoutPriorityModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let priority: Double
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.priority = priority }
}

nonisolated extension View {
    /// Stacks offer space to higher priorities first (R4). NaN orders against nothing, so it is
    /// taken as the default, 0 (a stack or ZStack grouping by priority would find no group).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value.isNaN ? 0 : value))
    }
}
