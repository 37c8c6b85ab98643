struct LayoutPriorityModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let priority: Double
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.priority = priority }
}

extension View {
    /// Stacks offer space to higher priorities first (R4).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}
