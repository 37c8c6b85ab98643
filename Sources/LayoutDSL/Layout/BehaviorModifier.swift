/// A modifier whose whole effect is a layout node with this behaviour around the modified view:
/// frames, padding, effects. Each modifier's `extension View` method sits beside its behaviour.
struct BehaviorModifier<Behavior: NodeBehavior>: ViewModifier, NodeModifier {
    typealias Body = Never
    let behavior: Behavior
    func makeBehavior(in context: BuildContext) -> Behavior { behavior }
}

extension View {
    func layoutModifier<B: NodeBehavior>(_ make: () -> B) -> ModifiedContent<Self, BehaviorModifier<B>> {
        modifier(BehaviorModifier(behavior: make()))
    }
}
