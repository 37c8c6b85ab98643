/// A blur of what is behind the shape plus a tint: SwiftUI's materials, which UIKit draws as
/// `UIBlurEffect` system materials (`systemUltraThinMaterial` … `systemThickMaterial`,
/// `systemChromeMaterial` for bars). A `UIVisualEffectView` is a `CABackdropLayer` that takes a
/// gaussian blur and a saturation boost of the pixels behind it, then a tint layer over them
/// (iphonedev.wiki "UIBackdropView": "It uses a CABackdropLayer with a gaussianBlur CAFilter";
/// the system materials keep that structure with a colour-saturate filter and a tint).
///
/// Apple publishes neither the blur radii nor the tints. The values below are estimates: the
/// blur is the heavy frosting every material shows in iOS 17 screenshots (thicker materials blur
/// a little more), the saturation boost is 1.8 (the vivid colours that show through every
/// material; Apple's own web navigation bar uses `saturate(180%)` for the same effect), and the
/// tints grow more opaque from ultra-thin to ultra-thick, toward white in light mode and toward
/// #1C1C1E in dark mode. The bar material's tint is the one sampled from iOS 17 bars over the
/// system background (#F9F9F9 at 94 %, #1D1D1E at 94 %), so bars over a plain background keep
/// their measured colour.
public struct Material: ShapeStyle, Sendable {
    enum Thickness: Sendable { case ultraThin, thin, regular, thick, ultraThick, bar, menu, contextMenuBackdrop }
    let thickness: Thickness

    public static let ultraThin = Material(thickness: .ultraThin)
    public static let thin = Material(thickness: .thin)
    public static let regular = Material(thickness: .regular)
    public static let thick = Material(thickness: .thick)
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of system bars (`systemChromeMaterial`).
    public static let bar = Material(thickness: .bar)
    /// The material of an open menu's platter (`MenuMetrics`' sources: blur σ 30, a tint of
    /// #F7F7F7 at 80 % or #242424 at 75 %, measured from iOS 18's design kit).
    static let menu = Material(thickness: .menu)
    /// What covers the screen behind an open context menu: UIKit's click-presentation background,
    /// a blur of radius 10 under rgba(22, 21, 42) at 21 %, the same in light and dark mode, with
    /// no saturation boost (`_UIClickPresentationBackgroundEffects` and
    /// `_UIClickPresentationBackgroundColor` in UIKitCore, read from its binary).
    static let contextMenuBackdrop = Material(thickness: .contextMenuBackdrop)

    /// What the renderer needs: blur the backdrop, boost its saturation, cover it with the tint.
    public struct Backdrop: Equatable, Sendable {
        /// Standard deviation of the gaussian blur, in points.
        public var blurRadius: CGFloat
        /// Applied to the blurred backdrop: a saturation boost (W3C `feColorMatrix` saturate).
        public var filter: ColorMatrix
        public var tint: Color.Resolved
        /// `.opacity(_:)` applied to the material: the whole result fades.
        public var opacity: Float = 1
    }

    /// (blur σ in points, light tint, dark tint): estimates, see the type's comment.
    private var values: (CGFloat, Color.Resolved, Color.Resolved) {
        switch thickness {
        case .ultraThin: (16, .rgb(255, 255, 255, 0.32), .rgb(28, 28, 30, 0.42))
        case .thin: (20, .rgb(255, 255, 255, 0.52), .rgb(28, 28, 30, 0.58))
        case .regular: (24, .rgb(250, 250, 250, 0.72), .rgb(28, 28, 30, 0.72))
        case .thick: (28, .rgb(246, 246, 246, 0.84), .rgb(28, 28, 30, 0.84))
        case .ultraThick: (30, .rgb(244, 244, 244, 0.92), .rgb(28, 28, 30, 0.92))
        case .bar: (24, .rgb(249, 249, 249, 0.94), .rgb(29, 29, 30, 0.94))
        case .menu: (30, .rgb(247, 247, 247, 0.80), .rgb(36, 36, 36, 0.75))
        case .contextMenuBackdrop: (10, .rgb(22, 21, 42, 0.21), .rgb(22, 21, 42, 0.21))
        }
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        let (radius, light, dark) = values
        return .material(Backdrop(blurRadius: radius, filter: thickness == .contextMenuBackdrop ? ColorMatrix() : .saturation(1.8),
                                  tint: environment.colorScheme == .dark ? dark : light))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
