/// Geometry effects move drawing and the coordinate space of descendants, not layout (R13):
/// `offset`, `rotationEffect`, `scaleEffect` and `transformEffect` apply a transform to the
/// modified view's content around an anchor of its frame. Each is kept on the modified view's
/// node (see `NodeEffect`).

/// `t` applied about `anchor` of a frame of `size`.
func about(_ anchor: UnitPoint, in size: CGSize, _ t: CGAffineTransform) -> CGAffineTransform {
    about(anchor, in: CGRect(size: size), t)
}

/// `t` applied about `anchor` of `rect`.
func about(_ anchor: UnitPoint, in rect: CGRect, _ t: CGAffineTransform) -> CGAffineTransform {
    let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
}

nonisolated extension View {
    public func offset(_ offset: CGSize) -> some View {
        modifier(EffectModifier(name: "offset", kind: .geometry(.translation(offset))))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(name: "rotationEffect", kind: .geometry(.rotation(angle, anchor: anchor))))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(name: "scaleEffect", kind: .geometry(.scale(scale, anchor: anchor))))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(EffectModifier(name: "transformEffect", kind: .geometry(.affine(transform))))
    }
}
