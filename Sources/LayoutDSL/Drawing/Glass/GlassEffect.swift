/// The glass behind a view: the shape filled with the glass's backdrop (`Glass`), the tint over it,
/// and a light rim 1 pt wide inside the shape's edge. The tint covers the glass at 75 % in light
/// mode and 80 % in dark mode (tinted glass reads as the tint colour), and the rim is white at
/// 50 % (40 % in dark mode): estimates from screenshots of iOS 26, as Apple publishes no values.
struct GlassEffectBackground<S: Shape>: View {
    let glass: Glass
    let shape: S
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let dark = colorScheme == .dark
        ZStack {
            shape.fill(GlassShapeStyle(glass: glass))
            if let tint = glass.tintColor {
                shape.fill(tint.opacity(dark ? 0.8 : 0.75))
            }
            shape.strokeBorder(Color.white.opacity(dark ? 0.4 : 0.5), lineWidth: 1)
        }
    }
}

/// `glassEffect(_:in:)`: the glass behind the view, or, for a view in a union
/// (`glassEffectUnion(id:namespace:)`) inside a `GlassEffectContainer`, its bounds handed to the
/// container, which draws the union's glass once.
struct GlassEffectModifier<S: Shape>: ViewModifier {
    let glass: Glass
    let shape: S
    @Environment(\.glassEffectUnion) private var union
    @Environment(\.isInGlassEffectContainer) private var isInContainer

    func body(content: Content) -> some View {
        if let union, isInContainer, glass.variant != .identity {
            content.anchorPreference(key: GlassEffectUnionKey.self, value: .bounds) {
                [GlassEffectUnionKey.Member(union: union, glass: glass, shape: AnyShape(shape), bounds: $0)]
            }
        } else {
            content.background {
                if glass.variant != .identity {
                    GlassEffectBackground(glass: glass, shape: shape)
                }
            }
        }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
nonisolated extension View {
    /// Draws Liquid Glass behind the view, in `shape` (a capsule unless given), as SwiftUICore's
    /// `glassEffect(_:in:)` of iOS 26 declares it; `.identity` draws nothing. The view keeps its
    /// size: the glass fills its frame.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }
}
