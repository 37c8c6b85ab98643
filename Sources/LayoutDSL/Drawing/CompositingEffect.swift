/// Effects that change how a subtree composites: group opacity, clipping, shadow, blur.
struct CompositingBehavior: NodeBehavior {
    let name: String
    let display: (CGSize) -> NodeDisplay
    func display(size: CGSize) -> NodeDisplay { display(size) }
}

extension View {
    /// Composites the view as one layer at this opacity (overlapping parts do not show through each other).
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(name: "opacity", kind: .opacity(min(max(opacity, 0), 1))))
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
    func makeBehavior(in context: BuildContext) -> CompositingBehavior {
        let resolved = color.resolve(in: context.environment)
        return CompositingBehavior(name: "shadow") { _ in
            var d = NodeDisplay(); d.shadow = Shadow(color: resolved, radius: radius, x: x, y: y); return d
        }
    }
}
