/// `.accessibilityIdentifier(_:)`: names the node for tests and dumps. The outermost one wins.
nonisolated struct AccessibilityIdentifierModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let identifier: String
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.identifier = identifier }

    /// A view named inside effects kept on its node and named again outside them keeps both
    /// names: the effects get nodes of their own, and the outer name goes on the outermost.
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let named = NodeList(content) { $0.identifier != nil && !$0.effects.isEmpty ? $0.withEffectsOutside(from: 0) : $0 }
        for node in named { annotate(node, in: context) }
        return named
    }
}

nonisolated extension View {
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }
}
