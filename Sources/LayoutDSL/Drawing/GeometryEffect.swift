/// Geometry effects move drawing and the coordinate space of descendants, not layout (R13):
/// `offset`, `rotationEffect`, `scaleEffect` and `transformEffect` apply a transform to the
/// modified view's content around an anchor of its frame.
struct GeometryEffectBehavior: NodeBehavior {
    let name: String
    let transform: (CGSize) -> CGAffineTransform
    func contentTransform(node: LayoutNode) -> CGAffineTransform? { transform(node.size) }
}

/// Effects that change how a subtree composites: group opacity, clipping, shadow, blur.
struct CompositingBehavior: NodeBehavior {
    let name: String
    let display: (CGSize) -> NodeDisplay
    func display(size: CGSize) -> NodeDisplay { display(size) }
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

    /// Composites the view as one layer at this opacity (overlapping parts do not show through each other).
    public func opacity(_ opacity: Double) -> some View {
        layoutModifier {
            CompositingBehavior(name: "opacity") { _ in var d = NodeDisplay(); d.opacity = min(max(opacity, 0), 1); return d }
        }
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        layoutModifier {
            CompositingBehavior(name: "clipShape") { size in
                var d = NodeDisplay(); d.clip = ClipShape(path: shape.path(in: CGRect(size: size)), style: style); return d
            }
        }
    }

    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Circular corners, as SwiftUI's (deprecated) `cornerRadius` draws them.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// SwiftUI's default shadow color is black at 33% opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        layoutModifier { CompositingBehavior(name: "blur") { _ in var d = NodeDisplay(); d.blurRadius = max(radius, 0); return d } }
    }
}

struct ShadowModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let color: Color, radius: CGFloat, x: CGFloat, y: CGFloat
    func makeBehavior(in context: BuildContext) -> NodeBehavior {
        let resolved = color.resolve(in: context.environment)
        return CompositingBehavior(name: "shadow") { _ in
            var d = NodeDisplay(); d.shadow = Shadow(color: resolved, radius: radius, x: x, y: y); return d
        }
    }
}
