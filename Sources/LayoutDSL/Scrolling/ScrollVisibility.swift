/// `onScrollVisibilityChange`: whether more than `threshold` of the view is inside the nearest
/// scroll view's viewport (or the canvas); called when that changes, and on first layout when visible.
nonisolated struct ScrollVisibilityObserver: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let threshold: Double
    let action: (Bool) -> Void

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), threshold = self.threshold, action = self.action
        content.first?.annotations.append(.placed { placed in
            let bounds = CGRect(size: placed.node.size)
            let visible = placed.geometry.visibleRect.map { bounds.intersection($0) } ?? bounds
            let area = bounds.width * bounds.height
            let fraction = area > 0 && !visible.isNull ? Double(visible.width * visible.height / area) : 0
            let isVisible = fraction > threshold
            placed.pass.observeValue(isVisible, at: identity, name: "onScrollVisibilityChange") { old, new in
                if old != nil || new { action(new) }
            }
        })
        return content
    }
}

nonisolated extension View {
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityObserver(threshold: threshold, action: action))
    }
}
