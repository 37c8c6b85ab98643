/// `.accessibilityIdentifier(_:)`: names the node for tests and dumps. The outermost one wins.
struct AccessibilityIdentifierModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let identifier: String
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.identifier = identifier }
}

extension View {
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }
}
