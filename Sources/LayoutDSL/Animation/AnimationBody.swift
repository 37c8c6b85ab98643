/// `animation(_:body:)` (iOS 17): the modifiers `body` applies animate with `animation`; the
/// content itself keeps the transaction of the place it is used ("Applies the given animation
/// to all animatable values within the body closure. Any modifiers applied to the content of
/// body will be applied to this view, and the changes… will be animated… the view itself
/// won't be affected", Apple's `animation(_:body:)`); `transaction(_:body:)` rewrites the
/// transaction of those modifiers in the same way.
nonisolated struct AnimationBody<Content: View, Result: View>: View, PrimitiveView {
    typealias Body = Never
    let content: ScopedContent<Content>
    let result: Result
    let transform: (inout Transaction) -> Void

    func makeNodes(in context: BuildContext) -> NodeList {
        content.place.scope = context.animationScope
        let animation = context.animation(transformedBy: transform)
        let nodes = context.with(animation: animation).build(result)
        nodes.bindAnimationScope()
        if context.graph.hasChanges {
            context.graph.scope(nodes, animation: animation)
            context.graph.scope(content.place.nodes, animation: context.animation)
        }
        return nodes
    }
}

/// Content built with the animation scope of the place it comes from (set before it is
/// built), remembering the nodes it built.
nonisolated struct ScopedContent<Content: View>: View, PrimitiveView {
    typealias Body = Never
    final class Place { var scope: AnimationScope?; var nodes: NodeList = [] }
    let content: Content
    let place = Place()

    func makeNodes(in context: BuildContext) -> NodeList {
        var context = context
        context.animationScope = place.scope
        place.nodes = context.build(content)
        place.nodes.bindAnimationScope()
        return place.nodes
    }
}

nonisolated extension View {
    /// Animates the changes made by the modifiers in `body` with `animation` (iOS 17), not
    /// those of the view itself (see `AnimationBody`).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        transaction({ $0.animation = animation }, body: body)
    }

    /// Rewrites with `transform` the transaction of the changes made by the modifiers in `body`
    /// (iOS 17), not those of the view itself (see `AnimationBody`).
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let content = ScopedContent(content: self)
        return AnimationBody(content: content, result: body(PlaceholderContentView(content)), transform: transform)
    }
}
