/// `.transaction(_:)`: rewrites the transaction of the changes that reach the view. The engine
/// keeps one transaction per update, not one per subtree, so the rewrite applies to every
/// change of the update in which the modified view is built (an approximation: SwiftUI limits
/// it to the changes inside the view).
struct TransactionModifier: PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let graph = context.graph
        guard graph.pendingAnimation != nil || graph.unanimatedChange else { return content }
        var transaction = Transaction(animation: graph.pendingAnimation)
        transform(&transaction)
        graph.pendingAnimation = transaction.effectiveAnimation
        graph.unanimatedChange = transaction.effectiveAnimation == nil
        return content
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

    /// Animates the changes made by the modifiers in `body` with `animation` (iOS 17). The engine
    /// animates the update's changes as a whole (see `.transaction`).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self)).transaction { $0.animation = animation }
    }
}

/// The content handed to closures that modify a view (`animation(_:body:)`, `phaseAnimator`,
/// `Transition.body(content:phase:)`): the view itself.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<V: View>(_ content: V) { self.content = AnyView(content) }
    public var body: some View { content }
}
