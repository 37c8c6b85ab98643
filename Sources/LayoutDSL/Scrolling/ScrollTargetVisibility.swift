/// `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18): on a scroll view, the ids of
/// its scroll targets (the subviews of its `scrollTargetLayout()`, identified by `ForEach` or `.id`)
/// of which more than `threshold` of the area is inside the viewport, in layout order; the action
/// gets them on first layout and whenever they change. Targets whose id is not an `ID` are left
/// out, as SwiftUI's documentation says only views identified by that type are reported.
nonisolated struct ScrollTargetVisibilityObserver<ID: Hashable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let threshold: Double
    let action: ([ID]) -> Void

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), threshold = self.threshold, action = self.action
        content.first?.annotations.append(.placed { placed in
            let graph = placed.pass.graph
            guard let scrollNode = placed.node.firstScrollNode, let scroll = scrollNode.behavior.asScrollView,
                  let record = graph.scrolls.record(scroll.identity) else { return }
            let viewport = CGRect(origin: record.offset, size: record.containerSize)
            let visible: [ID] = scrollNode.scrollTargets.compactMap { target in
                let frame = scrollNode.contentRect(CGRect(size: target.size), of: target)
                let area = frame.width * frame.height, shown = frame.intersection(viewport)
                guard area > 0, !shown.isNull, Double(shown.width * shown.height / area) > threshold else { return nil }
                return target.targetID?.base as? ID
            }
            placed.pass.observeValue(visible, at: identity, name: "onScrollTargetVisibilityChange") { _, new in action(new) }
        })
        return content
    }
}

nonisolated extension View {
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                              _ action: @escaping ([ID]) -> Void) -> some View {
        modifier(ScrollTargetVisibilityObserver(threshold: threshold, action: action))
    }
}
