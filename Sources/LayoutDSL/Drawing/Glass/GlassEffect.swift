/// The glass behind a view: the shape filled with the glass's backdrop (`Glass`), the tint over it,
/// and its rim. The tint covers the glass at 75 % in light mode and 80 % in dark mode (tinted glass
/// reads as the tint colour; an estimate from screenshots of iOS 26). The rim is what iOS 26.4's
/// glass bar items show (measured, docs/reference/ios26-navigation-bar.md): in light mode a dark
/// hairline one pixel wide at the edge (black at 20 %, for the measured 162 to 217 over a 245
/// interior), in dark mode a specular highlight along the top and bottom, white at 26 % at the edge
/// (90 over a 31.6 interior), 1 pt wide, none on the sides. The light mode's faint inner highlight
/// and shadow are not drawn.
struct GlassEffectBackground<S: Shape>: View {
    let glass: Glass
    let shape: S
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        let dark = colorScheme == .dark
        ZStack {
            shape.fill(GlassShapeStyle(glass: glass))
            if let tint = glass.tintColor {
                shape.fill(tint.opacity(dark ? 0.8 : 0.75))
            }
            if dark {
                shape.strokeBorder(LinearGradient(stops: [
                    .init(color: .white.opacity(0.26), location: 0), .init(color: .white.opacity(0), location: 0.3),
                    .init(color: .white.opacity(0), location: 0.7), .init(color: .white.opacity(0.26), location: 1),
                ], startPoint: .top, endPoint: .bottom), lineWidth: 1)
            } else {
                shape.strokeBorder(Color.black.opacity(0.2), lineWidth: pixelLength)
            }
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
