/// A blur of what lies behind a `UIVisualEffectView` (https://developer.apple.com/documentation/uikit/uiblureffect).
/// It keeps its style; effect views are drawn as a placeholder here (`UIVisualEffect`).
open class UIBlurEffect: UIVisualEffect {
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's material and tint (https://developer.apple.com/documentation/uikit/uiblureffect/style):
    /// the system materials adapt to light and dark; their `Light` and `Dark` variants do not.
    /// Raw values are iOS's.
    public enum Style: Int, Hashable, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }
}
