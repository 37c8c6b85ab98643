/// One of two views, chosen by an `if`/`else` or `switch`; each branch has its own identity,
/// so switching branches resets the state below it, as in SwiftUI.
/// Unconstrained, as SwiftUI's, so that table columns and rows use it too.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    func makeNodes(in context: BuildContext) -> NodeList {
        switch storage {
        case .trueContent(let view): return context.child(.branch(0)).buildInsertable(view)
        case .falseContent(let view): return context.child(.branch(1)).buildInsertable(view)
        }
    }
}

extension Optional: View, PrimitiveView where Wrapped: View {
    public typealias Body = Never

    func makeNodes(in context: BuildContext) -> NodeList {
        guard case .some(let view) = self else { return [] }
        return context.child(.branch(0)).buildInsertable(view)
    }
}
