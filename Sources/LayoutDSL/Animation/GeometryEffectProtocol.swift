/// A modifier that transforms how its content draws, not its layout (SwiftUI's
/// `GeometryEffect`): the engine applies `effectValue(size:)` as a geometry effect kept on the
/// content's node, like `offset` and `rotationEffect` (see `NodeEffect`), which moves the
/// descendants' frames with it unless the effect is `ignoredByLayout()`.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
    /// Whether the transform moves the frames of the views inside (what `GeometryReader` and
    /// anchors see) or only their drawing (SwiftUI's requirement of the same name).
    static var _affectsLayout: Bool { get }
}

extension GeometryEffect {
    public static var _affectsLayout: Bool { true }

    /// The same transform, applied only while drawing (SwiftUI's `ignoredByLayout()`).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }

    /// The effect is evaluated with its interpolated `animatableData` on every frame of an
    /// animation (see `AnimatedData`).
    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        let identity = context.child(.type(ObjectIdentifier(Self.self))).identity
        return _ViewOutputs(nodes: context.buildAnimated(modifier, at: identity) { modifier in
            let geometry: NodeEffect.Geometry = Self._affectsLayout
                ? .custom { modifier.effectValue(size: $0).affineTransform }
                : .drawingOnly { modifier.effectValue(size: $0) }
            let effect = EffectModifier(name: "\(Self.self)", kind: .geometry(geometry))
            return EffectModifier._modify(content, with: effect, inputs: inputs).nodes
        })
    }
}

/// A geometry effect applied only while drawing (SwiftUI's `_IgnoredByLayoutEffect`, what
/// `ignoredByLayout()` returns): its base's transform and animatable data.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public init(_ base: Base) { self.base = base }
    public static var _affectsLayout: Bool { false }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

extension _IgnoredByLayoutEffect: Equatable where Base: Equatable {}
