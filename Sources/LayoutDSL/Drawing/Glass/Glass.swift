/// The Liquid Glass material of iOS 26 (SwiftUICore's `Glass`: `.regular`, `.clear`, `.identity`,
/// `tint(_:)`, `interactive(_:)`; Apple's "Applying Liquid Glass to custom views").
///
/// Drawn as a material: the shape filled with a blur of what is behind it, its saturation raised,
/// under a translucent white veil and the tint, with a thin rim (`GlassEffectBackground`). Apple
/// publishes no numbers for glass. `.regular`'s veil is measured on iOS 26.4 references of glass
/// bar items (docs/reference/ios26-navigation-bar.md): white at 25 % in light mode (245 over a 242
/// background) and at 12 % in dark mode (31.6 over black). The rest are estimates from screenshots
/// of iOS 26: `.regular` blurs by σ 8 pt and saturates by 1.5; `.clear` blurs by σ 3 pt,
/// saturates by 1.2 and lays white at 8 % (black at 20 % in dark mode), the "dimming layer" Apple
/// asks for over media being the author's. The refraction at the edges (lensing), the specular highlight that follows the
/// device's motion, and the glow and bounce of interactive glass under a finger are not drawn.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass: frosted enough for text over any content.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// More transparent glass, for controls over photos and video.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: `glassEffect(.identity)` leaves the view as it is (Apple: "no effect").
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// The same glass coloured by `color` (nil removes a tint).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// The same glass reacting to touches; at rest it draws as the glass it is (the reaction is
    /// not drawn, see above).
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }

    /// What the renderer draws for this glass in a colour scheme: the blur and saturation of the
    /// backdrop and the translucent layer over it (nil for `.identity`). Estimates, see above.
    func backdrop(dark: Bool) -> Material.Backdrop? {
        let (blur, saturation, veil): (CGFloat, Float, Float)
        switch variant {
        case .identity: return nil
        case .regular: (blur, saturation, veil) = (8, 1.5, dark ? 0.12 : 0.25)
        case .clear: (blur, saturation, veil) = (3, 1.2, dark ? 0.2 : 0.08)
        }
        let grey: Float = dark && variant == .clear ? 0 : 1
        return Material.Backdrop(blurRadius: blur, recipe: nil, base: dark ? .rgb(0, 0, 0) : .rgb(255, 255, 255),
                                 filter: .saturation(saturation),
                                 tint: Color.Resolved(red: grey, green: grey, blue: grey, opacity: veil))
    }
}

/// Glass as a fill: `Glass.backdrop(dark:)` in the environment's colour scheme.
struct GlassShapeStyle: ShapeStyle {
    let glass: Glass
    func _paint(in environment: EnvironmentValues) -> Paint {
        guard let backdrop = glass.backdrop(dark: environment.colorScheme == .dark) else {
            return .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
        }
        return .material(backdrop)
    }
}
