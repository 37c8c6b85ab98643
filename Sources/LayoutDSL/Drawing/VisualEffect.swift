/// An effect that changes how a view looks without changing its layout (SwiftUI's
/// `VisualEffect`, iOS 17: https://developer.apple.com/documentation/swiftui/visualeffect):
/// the value `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` closures return,
/// built by chaining these methods on the `EmptyVisualEffect` they are given. Each method is
/// the view modifier of the same name (`offset`, `scaleEffect`, `blur`…), drawn as on a view:
/// geometry effects move drawing only (R13), colour effects filter the layer. The chain is kept
/// as data (`_VisualEffectStep`s), so two effects interpolate parameter by parameter, as their
/// `Animatable` data does in SwiftUI (an interactive scroll transition part of the way through).
public protocol VisualEffect: Sendable, Animatable {
    /// The effects, in the order they were chained.
    var _steps: [_VisualEffectStep] { get }
}

/// An effect after the effects before it: what each `VisualEffect` method returns.
struct _ChainedVisualEffect: VisualEffect {
    let _steps: [_VisualEffectStep]
}

extension VisualEffect {
    private func then(_ step: _VisualEffectStep) -> _ChainedVisualEffect { _ChainedVisualEffect(_steps: _steps + [step]) }

    public func offset(_ offset: CGSize) -> some VisualEffect { then(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then(.offset(CGSize(width: x, height: y))) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { then(.scale(scale, anchor)) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: scale, height: scale), anchor))
    }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: x, height: y), anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { then(.rotation(angle, anchor)) }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        then(.rotation3D(angle, axis: [axis.x, axis.y, axis.z], anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { then(.transform(transform)) }
    /// A projective transform, as the view's `projectionEffect(_:)` draws it.
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { then(.projection(transform)) }
    /// The view composited with `blendMode` over what is behind it, as the view's `blendMode(_:)`.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { then(.blendMode(blendMode)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then(.blur(radius, opaque: opaque)) }
    public func opacity(_ opacity: Double) -> some VisualEffect { then(.opacity(opacity)) }
    public func brightness(_ amount: Double) -> some VisualEffect { then(.brightness(amount)) }
    public func contrast(_ amount: Double) -> some VisualEffect { then(.contrast(amount)) }
    public func saturation(_ amount: Double) -> some VisualEffect { then(.saturation(amount)) }
    public func grayscale(_ amount: Double) -> some VisualEffect { then(.grayscale(amount)) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then(.hueRotation(angle)) }
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        then(.shader(.color, shader, .zero, isEnabled))
    }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        then(.shader(.distortion, shader, maxSampleOffset, isEnabled))
    }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        then(.shader(.layer, shader, maxSampleOffset, isEnabled))
    }
}
