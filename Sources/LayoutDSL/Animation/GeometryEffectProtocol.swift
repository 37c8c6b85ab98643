/// A modifier that transforms how its content draws, not its layout (SwiftUI's
/// `GeometryEffect`): the engine applies `effectValue(size:)` as a geometry effect node around
/// the content, like `offset` and `rotationEffect` (see `GeometryEffectBehavior`).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The effect is evaluated with its interpolated `animatableData` on every frame of an
    /// animation (see `AnimatedData`).
    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        let identity = context.child(.type(ObjectIdentifier(Self.self))).identity
        return _ViewOutputs(nodes: context.buildAnimated(modifier, at: identity) { modifier in
            let behavior = GeometryEffectBehavior(name: "\(Self.self)") { modifier.effectValue(size: $0).affineTransform }
            return BehaviorModifier._modify(content, with: BehaviorModifier(behavior: behavior), inputs: inputs).nodes
        })
    }
}
