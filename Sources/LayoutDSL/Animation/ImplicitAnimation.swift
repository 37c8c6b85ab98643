/// `.animation(_:value:)`: when `value` changes between passes, the changes of that update
/// animate, and the modified view's own changes with `animation` whatever else animates in
/// the same update (SwiftUI applies the animation to the transaction of its subtree only;
/// here changes outside the subtree share it unless another animation applies to them).
struct ImplicitAnimationModifier<V: Equatable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let animation: Animation?
    let value: V

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let identity = hookIdentity(context)
        if let old = context.graph.observedValues[identity].flatMap({ $0 as? V }), old != value, let animation {
            context.graph.pendingAnimation = animation
            for node in content { if let id = node.identity { context.graph.scopedAnimations[id] = animation } }
        }
        context.graph.observedValues[identity] = value
        return content
    }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation, value: value))
    }
}
