/// `scrollTargetLayout()`: marks the layout whose subviews are the scroll targets of the
/// enclosing scroll view (view-aligned settling and `scrollPosition(id:)` use them). The mark
/// goes on the node the modifier reaches; the layout is found through single-child modifiers.
nonisolated struct ScrollTargetLayoutModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let isEnabled: Bool
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        if isEnabled { node.annotations.append(.scrollTargetLayout) }
    }
}

extension LayoutNode {
    /// The id a scroll target answers to: its `ForEach` element id or its `.id(_:)`.
    var targetID: AnyHashable? { elementID ?? explicitID }

    /// The subviews of the marked scroll target layouts below this node, in layout order.
    var scrollTargets: NodeList {
        var result: NodeList = []
        func visit(_ node: LayoutNode) {
            if node.annotations.contains(where: { if case .scrollTargetLayout = $0 { return true } else { return false } }) {
                var layout = node
                while !layout.isContainer, layout.subviews.count == 1 { layout = layout.subview(0) }
                result += layout.subviews
            } else {
                node.subviews.forEach(visit)
            }
        }
        visit(self)
        return result
    }
}

nonisolated extension View {
    /// Marks this layout's subviews as the scroll targets of the enclosing scroll view.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}
