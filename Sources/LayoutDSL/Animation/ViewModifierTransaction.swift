/// `transaction(_:)` and `animation(_:)` on a modifier (Apple's documentation of
/// `ViewModifier.transaction(_:)`): the modifier followed by the transaction rewrite, so the
/// changes of the content it modifies take it, as the view forms do.
nonisolated extension ViewModifier {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        ModifiedContent(content: self, modifier: TransactionModifier(transform: transform))
    }
}

extension ViewModifier {
    /// Every change of the content animates with `animation` (the deprecated view form's rule).
    @MainActor @preconcurrency public func animation(_ animation: Animation?) -> some ViewModifier {
        transaction { if !$0.disablesAnimations { $0.animation = animation } }
    }
}
