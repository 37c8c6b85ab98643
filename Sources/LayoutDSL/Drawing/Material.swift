/// A blur of what is behind the shape, filtered: SwiftUI's materials, which UIKit draws as
/// `UIBlurEffect` system materials (`systemUltraThinMaterial` … `systemThickMaterial`,
/// `systemChromeMaterial` for bars), a `CABackdropLayer` whose filters CoreMaterial's recipes
/// give (`MaterialRecipe`).
///
/// The content materials, the menu's platter (`UIBlurEffect` style 8, systemMaterial:
/// `_UIContextMenuPlatformMetrics` in iOS 18.2's UIKitCore, decompiled) and the bars' material
/// (style 10, systemChromeMaterial, alone: `+[_UIBarBackgroundAppearanceData
/// standardBackgroundData]`, no colour over it; docs/reference/ios-bar-background.md) are
/// their recipes. The context menu's backdrop is UIKit's own blur and colour.
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
    /// The material of an open menu's platter: systemMaterial's recipe.
    static let menu = Material(thickness: .menu)
    /// What covers the screen behind an open context menu: UIKit's click-presentation background,
    /// a blur of radius 10 under rgba(22, 21, 42) at 21 %, the same in light and dark mode, with
    /// no saturation boost (`_UIClickPresentationBackgroundEffects` and
    /// `_UIClickPresentationBackgroundColor` in UIKitCore, read from its binary).
    static let contextMenuBackdrop = Material(thickness: .contextMenuBackdrop)

    /// What the renderer needs: blur the backdrop, then filter it by the recipe, or boost its
    /// saturation and cover it with the tint.
    public struct Backdrop: Equatable, Sendable {
        /// Standard deviation of the gaussian blur, in points.
        public var blurRadius: CGFloat
        /// The recipe's curve, saturation and brightness, applied to the blurred backdrop laid
        /// over `base`; nil for a material drawn as a tint.
        public var recipe: MaterialRecipe?
        /// The opaque colour a window shows under everything (the system background of the
        /// colour scheme): what a recipe filters where nothing is drawn behind it.
        public var base: Color.Resolved = .rgb(255, 255, 255)
        /// Applied to the blurred backdrop: a saturation boost (W3C `feColorMatrix` saturate).
        public var filter: ColorMatrix
        public var tint: Color.Resolved
        /// `.opacity(_:)` applied to the material: the whole result fades.
        public var opacity: Float = 1

        /// The material's colour over a flat backdrop of its base: what it shows where no
        /// backdrop can be read.
        public var flatColor: Color.Resolved {
            guard let recipe else { var tint = tint; tint.opacity *= opacity; return tint }
            let out = recipe.filter(SIMD3(base.red, base.green, base.blue))
            return Color.Resolved(red: out.x, green: out.y, blue: out.z, opacity: opacity)
        }
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        let dark = environment.colorScheme == .dark
        if let recipe = MaterialRecipe.content(thickness, dark: dark) {
            return .material(Backdrop(blurRadius: recipe.blurRadius, recipe: recipe, base: dark ? .rgb(0, 0, 0) : .rgb(255, 255, 255),
                                      filter: ColorMatrix(), tint: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)))
        }
        // The context menu's backdrop: a blur and a colour, no saturation.
        return .material(Backdrop(blurRadius: 10, filter: ColorMatrix(), tint: .rgb(22, 21, 42, 0.21)))
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
