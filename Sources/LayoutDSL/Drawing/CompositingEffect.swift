/// Effects that change how a subtree composites: group opacity, clipping, shadow, blur. Each is
/// kept on the node of the view it modifies (see `NodeEffect`).
nonisolated extension View {
    /// Composites the view as one layer at this opacity (overlapping parts do not show through each other).
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(name: "opacity", kind: .opacity(min(max(opacity, 0), 1))))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier(name: "clipShape", kind: .clip({ shape.path(in: CGRect(size: $0)) }, style)))
    }

    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Circular corners, as SwiftUI's (deprecated) `cornerRadius` draws them.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// SwiftUI's default shadow color is black at 33% opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier(name: "blur", kind: .blur(radius)))
    }
}

/// A shadow in the colour its environment resolves.
nonisolated struct ShadowModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let color: Color, radius: CGFloat, x: CGFloat, y: CGFloat
    static var attachesToContent: Bool { false }
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let shadow = Shadow(color: color.resolve(in: context.environment), radius: radius, x: x, y: y)
        return content.adding(NodeEffect("shadow", .shadow(shadow), in: context))
    }
}
