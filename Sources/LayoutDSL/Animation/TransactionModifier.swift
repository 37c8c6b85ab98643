/// `.transaction(_:)`: rewrites the transaction of the changes inside the view (SwiftUI:
/// "Applies the given transaction mutation function to all animations used within the view").
/// The content is built with the rewritten animation (see `AnimationScope`), and when the
/// update changed something the drawn nodes take it.
struct TransactionModifier: PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    private func animation(_ context: BuildContext) -> Animation? {
        var transaction = Transaction(animation: context.animation)
        transform(&transaction)
        return transaction.effectiveAnimation
    }

    func contentContext(_ context: BuildContext) -> BuildContext { context.with(animation: animation(context)) }

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        if context.graph.hasChanges { context.graph.scope(content, animation: animation(context)) }
        return content
    }
}

extension ViewGraph {
    /// Whether state changed since the last frame (with an animation or without).
    var hasChanges: Bool { pendingAnimation != nil || unanimatedChange }
}

/// `animation(_:body:)` (iOS 17): the modifiers `body` applies animate with `animation`; the
/// content itself keeps the transaction of the place it is used ("Applies the given animation
/// to all animatable values within the body closure. Any modifiers applied to the content of
/// body will be applied to this view, and the changes… will be animated… the view itself
/// won't be affected", Apple's `animation(_:body:)`).
struct AnimationBody<Content: View, Result: View>: View, PrimitiveView {
    typealias Body = Never
    let content: ScopedContent<Content>
    let result: Result
    let animation: Animation?

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        content.place.scope = context.animationScope
        let nodes = context.with(animation: animation).build(result)
        if context.graph.hasChanges {
            context.graph.scope(nodes, animation: animation)
            context.graph.scope(content.place.nodes, animation: context.animation)
        }
        return nodes
    }
}

/// Content built with the animation scope of the place it comes from (set before it is
/// built), remembering the nodes it built.
struct ScopedContent<Content: View>: View, PrimitiveView {
    typealias Body = Never
    final class Place { var scope: AnimationScope?; var nodes: [LayoutNode] = [] }
    let content: Content
    let place = Place()

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        var context = context
        context.animationScope = place.scope
        place.nodes = context.build(content)
        return place.nodes
    }
}

extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        animation(nil, value: value).transaction(transform)
    }

    /// The deprecated form animates every change of the view with `animation` (see `.transaction`
    /// for the extent); `animation(_:value:)` is its replacement.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        transaction { if !$0.disablesAnimations { $0.animation = animation } }
    }

    /// Animates the changes made by the modifiers in `body` with `animation` (iOS 17), not
    /// those of the view itself (see `AnimationBody`).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let content = ScopedContent(content: self)
        return AnimationBody(content: content, result: body(PlaceholderContentView(content)), animation: animation)
    }
}

/// The content handed to closures that modify a view (`animation(_:body:)`, `phaseAnimator`,
/// `Transition.body(content:phase:)`): the view itself.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<V: View>(_ content: V) { self.content = AnyView(content) }
    public var body: some View { content }
}
