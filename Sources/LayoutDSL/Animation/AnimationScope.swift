/// The animation a modifier gives the changes of its subtree, overriding the update's
/// transaction there: `.animation(_:value:)` when its value changed, the deprecated
/// `.animation(_:)`, `.transaction(_:)`, `animation(_:body:)`. SwiftUI passes a transaction
/// down the view graph and these modifiers rewrite it for their content only ("applies the
/// given animation to this view when the specified value changes", Apple's
/// `animation(_:value:)`); a nil animation turns animation off below.
struct AnimationScope {
    let animation: Animation?
}

extension BuildContext {
    /// The animation of changes built here: the nearest scope's, else the update's transaction.
    var animation: Animation? { animationScope.map(\.animation) ?? graph.pendingAnimation }

    /// The animation of the transaction `transform` makes of this place's.
    func animation(transformedBy transform: (inout Transaction) -> Void) -> Animation? {
        var transaction = Transaction(animation: animation)
        transform(&transaction)
        return transaction.effectiveAnimation
    }

    /// The context with `animation` for its subtree's changes.
    func with(animation: Animation?) -> BuildContext {
        var context = self
        context.animationScope = AnimationScope(animation: animation)
        return context
    }
}

extension Animation {
    /// What a scope without an animation gives the drawn tree: changes show at once.
    static let immediate = Animation(.curve(.linear, duration: 0))
}
