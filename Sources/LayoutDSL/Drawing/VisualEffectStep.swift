/// One effect of a `VisualEffect` chain, with its parameters: applied to a view as the view
/// modifier of the same name, and interpolated between two chains.
public enum _VisualEffectStep: Sendable {
    public enum ShaderKind: Sendable { case color, distortion, layer }

    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case rotation3D(Angle, axis: [CGFloat], anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case transform(CGAffineTransform)
    case projection(ProjectionTransform)
    case blendMode(BlendMode)
    case blur(CGFloat, opaque: Bool)
    case opacity(Double)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case shader(ShaderKind, Shader, CGSize, Bool)

    func apply(to view: AnyView) -> AnyView {
        switch self {
        case .offset(let size): AnyView(view.offset(size))
        case .scale(let size, let anchor): AnyView(view.scaleEffect(size, anchor: anchor))
        case .rotation(let angle, let anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
        case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
            AnyView(view.rotation3DEffect(angle, axis: (axis[0], axis[1], axis[2]), anchor: anchor, anchorZ: anchorZ,
                                          perspective: perspective))
        case .transform(let t): AnyView(view.transformEffect(t))
        case .projection(let t): AnyView(view.projectionEffect(t))
        case .blendMode(let mode): AnyView(view.blendMode(mode))
        case .blur(let radius, let opaque): AnyView(view.blur(radius: radius, opaque: opaque))
        case .opacity(let value): AnyView(view.opacity(value))
        case .brightness(let value): AnyView(view.brightness(value))
        case .contrast(let value): AnyView(view.contrast(value))
        case .saturation(let value): AnyView(view.saturation(value))
        case .grayscale(let value): AnyView(view.grayscale(value))
        case .hueRotation(let angle): AnyView(view.hueRotation(angle))
        case .shader(.color, let shader, _, let enabled): AnyView(view.colorEffect(shader, isEnabled: enabled))
        case .shader(.distortion, let shader, let offset, let enabled):
            AnyView(view.distortionEffect(shader, maxSampleOffset: offset, isEnabled: enabled))
        case .shader(.layer, let shader, let offset, let enabled):
            AnyView(view.layerEffect(shader, maxSampleOffset: offset, isEnabled: enabled))
        }
    }

    /// The step `t` of the way from `self` to `other` when both are the same effect (numbers
    /// linearly, anchors and flags from the nearer end); otherwise the nearer end.
    func interpolated(to other: _VisualEffectStep, _ t: Double) -> _VisualEffectStep {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        func mix(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
        let near = t < 0.5
        switch (self, other) {
        case (.offset(let a), .offset(let b)): return .offset(mix(a, b))
        case (.scale(let a, let p), .scale(let b, let q)): return .scale(mix(a, b), near ? p : q)
        case (.rotation(let a, let p), .rotation(let b, let q)): return .rotation(mix(a, b), near ? p : q)
        case (.rotation3D(let a, let axis, let p, let z, let d), .rotation3D(let b, let axis2, let q, let z2, let d2)):
            return .rotation3D(mix(a, b), axis: near ? axis : axis2, anchor: near ? p : q, anchorZ: mix(z, z2), perspective: mix(d, d2))
        case (.transform(let a), .transform(let b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.projection(let a), .projection(let b)):
            var t = ProjectionTransform()
            t.m11 = mix(a.m11, b.m11); t.m12 = mix(a.m12, b.m12); t.m13 = mix(a.m13, b.m13)
            t.m21 = mix(a.m21, b.m21); t.m22 = mix(a.m22, b.m22); t.m23 = mix(a.m23, b.m23)
            t.m31 = mix(a.m31, b.m31); t.m32 = mix(a.m32, b.m32); t.m33 = mix(a.m33, b.m33)
            return .projection(t)
        case (.blur(let a, let o), .blur(let b, let o2)): return .blur(mix(a, b), opaque: near ? o : o2)
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(mix(a, b))
        default: return near ? self : other
        }
    }
}

extension VisualEffect {
    /// The view with the chain applied, first effect innermost.
    func apply(to content: some View) -> AnyView {
        _steps.reduce(AnyView(content)) { $1.apply(to: $0) }
    }
}

extension Array where Element == _VisualEffectStep {
    /// Two chains step by step `t` of the way; a chain of another length is the nearer end.
    func interpolated(to other: [_VisualEffectStep], _ t: Double) -> [_VisualEffectStep] {
        guard count == other.count else { return t < 0.5 ? self : other }
        return zip(self, other).map { $0.interpolated(to: $1, t) }
    }
}
