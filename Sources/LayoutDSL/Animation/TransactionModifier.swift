/// `.transaction(_:)`: rewrites the transaction of the changes inside the view (SwiftUI:
/// "Applies the given transaction mutation function to all animations used within the view").
/// The content is built with the rewritten animation (see `AnimationScope`), and when the
/// update changed something the drawn nodes take it.
struct TransactionModifier: PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let transform: (inout Transaction) -> Void

    func contentContext(_ context: BuildContext) -> BuildContext { context.with(animation: context.animation(transformedBy: transform)) }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        content.bindAnimationScope()
        if context.graph.hasChanges { context.graph.scope(content, animation: context.animation(transformedBy: transform)) }
        return content
    }
}

extension ViewGraph {
    /// Whether state changed since the last frame (with an animation or without).
    var hasChanges: Bool { pendingAnimation != nil || unanimatedChange }
}

nonisolated extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Rewrites the transaction of the subtree's changes when `value` changes (see
    /// `ImplicitAnimationModifier`).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ImplicitAnimationModifier(value: value, transform: transform))
    }

    /// The deprecated form animates every change of the view with `animation` (see `.transaction`
    /// for the extent); `animation(_:value:)` is its replacement.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        transaction { if !$0.disablesAnimations { $0.animation = animation } }
    }
}

/// The content handed to closures that modify a view (`animation(_:body:)`, `phaseAnimator`,
/// `Transition.body(content:phase:)`): the view itself.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<V: View>(_ content: V) { self.content = AnyView(content) }
    public var body: some View { content }
}
