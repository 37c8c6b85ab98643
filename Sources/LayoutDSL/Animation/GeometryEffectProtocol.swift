/// A modifier that transforms how its content draws, not its layout (SwiftUI's
/// `GeometryEffect`): the engine applies `effectValue(size:)` as a geometry effect kept on the
/// content's node, like `offset` and `rotationEffect` (see `NodeEffect`).
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
            let effect = EffectModifier(name: "\(Self.self)", kind: .geometry(.custom { modifier.effectValue(size: $0).affineTransform }))
            return EffectModifier._modify(content, with: effect, inputs: inputs).nodes
        })
    }
}
