/// A modifier that transforms how its content draws, not its layout (SwiftUI's
/// `GeometryEffect`): the engine applies `effectValue(size:)` as a geometry effect node around
/// the content, like `offset` and `rotationEffect` (see `GeometryEffectBehavior`).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let behavior = GeometryEffectBehavior(name: "\(Self.self)") { modifier.effectValue(size: $0).affineTransform }
        return BehaviorModifier._modify(content, with: BehaviorModifier(behavior: behavior), inputs: inputs)
    }
}
