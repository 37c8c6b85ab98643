/// `.animation(_:value:)` and `.transaction(value:_:)`: when `value` changes between passes, the
/// changes of the modified view's subtree in that update take the transaction `transform`
/// makes of the one they had (`.animation(_:value:)` sets its animation; nil: they do not
/// animate), and nothing outside it does (SwiftUI applies the animation to the transaction of
/// its subtree only: "Applies the given animation to this view when the specified value changes").
nonisolated struct ImplicitAnimationModifier<V: Equatable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let value: V
    let transform: (inout Transaction) -> Void

    /// Whether `value` differs from the one the last pass built (false the first time).
    private func changed(_ context: BuildContext) -> Bool {
        context.graph.observedValues[hookIdentity(context)].flatMap { $0 as? V }.map { $0 != value } ?? false
    }

    func contentContext(_ context: BuildContext) -> BuildContext {
        let content = context.child(.slot(0))
        return changed(context) ? content.with(animation: context.animation(transformedBy: transform)) : content
    }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        content.bindAnimationScope()
        if changed(context) { context.graph.scope(content, animation: context.animation(transformedBy: transform)) }
        context.graph.observedValues[hookIdentity(context)] = value
        return content
    }
}

extension ViewGraph {
    /// Gives the drawn nodes of `content` `animation` for the changes of this update.
    func scope(_ content: NodeList, animation: Animation?) {
        for node in content { if let id = node.identity { scopedAnimations[id] = animation ?? .immediate } }
    }
}

nonisolated extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ImplicitAnimationModifier(value: value) { $0.animation = animation })
    }
}
