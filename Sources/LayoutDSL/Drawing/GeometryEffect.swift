/// Geometry effects move drawing and the coordinate space of descendants, not layout (R13):
/// `offset`, `rotationEffect`, `scaleEffect` and `transformEffect` apply a transform to the
/// modified view's content around an anchor of its frame.
struct GeometryEffectBehavior: NodeBehavior {
    let name: String
    let transform: (CGSize) -> CGAffineTransform
    func contentTransform(node: LayoutNode) -> CGAffineTransform? { transform(node.size) }
}

/// `t` applied about `anchor` of a frame of `size`.
func about(_ anchor: UnitPoint, in size: CGSize, _ t: CGAffineTransform) -> CGAffineTransform {
    about(anchor, in: CGRect(size: size), t)
}

/// `t` applied about `anchor` of `rect`.
func about(_ anchor: UnitPoint, in rect: CGRect, _ t: CGAffineTransform) -> CGAffineTransform {
    let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
}

extension View {
    public func offset(_ offset: CGSize) -> some View {
        layoutModifier { GeometryEffectBehavior(name: "offset") { _ in CGAffineTransform(translationX: offset.width, y: offset.height) } }
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        layoutModifier {
            GeometryEffectBehavior(name: "rotationEffect") { about(anchor, in: $0, CGAffineTransform(rotationAngle: angle.radians)) }
        }
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        layoutModifier {
            GeometryEffectBehavior(name: "scaleEffect") { about(anchor, in: $0, CGAffineTransform(scaleX: scale.width, y: scale.height)) }
        }
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        layoutModifier { GeometryEffectBehavior(name: "transformEffect") { _ in transform } }
    }
}
