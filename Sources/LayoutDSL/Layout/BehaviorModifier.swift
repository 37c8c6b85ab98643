/// A modifier whose whole effect is a layout node with this behaviour around the modified view:
/// frames, padding, effects. Each modifier's `extension View` method sits beside its behaviour.
nonisolated struct BehaviorModifier<Behavior: NodeBehavior>: ViewModifier, NodeModifier {
    typealias Body = Never
    let behavior: Behavior
    func makeBehavior(in context: BuildContext) -> Behavior { behavior }

    /// Its own, not `NodeModifier`'s: that one, generic over the modifier, had the runtime look
    /// up this type's conformance at every call; and specialised for padding, the commonest,
    /// whose node type is then a constant instead of a metadata lookup (callgrind; Benchmarks.md, the ninth to fourteenth passes).
    @_specialize(where Behavior == PaddingBehavior)
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { wrapping(content) { behavior } }
    /// Its own too, for the same reason: `NodeModifier`'s had the runtime look up the
    /// conformance at every build (2,000 rows: 0.2 M instructions; callgrind).
    static var attachesToContent: Bool { false }
}

nonisolated extension View {
    consuming func layoutModifier<B: NodeBehavior>(_ make: () -> B) -> ModifiedContent<Self, BehaviorModifier<B>> {
        modifier(BehaviorModifier(behavior: make()))
    }
}
