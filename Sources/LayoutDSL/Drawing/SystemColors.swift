/// iOS's system colors in their light and dark variants (UIKit's published sRGB values, which
/// SwiftUI's standard colors resolve to). The accents changed with Liquid Glass: `glass:` gives
/// iOS 26's values (Apple's iOS 26/27 UI kit, its `Accents/…` colour variables; five measured on
/// iOS-26-recorded snapshots), which the compatibility design does not draw. The table and its
/// sources: docs/reference/ios26-design.md.
extension Color {
    /// A colour of the palette: for static colours only (its variants are never freed).
    static func system(_ name: String, _ light: Resolved, _ dark: Resolved, glass: (light: Resolved, dark: Resolved)? = nil) -> Color {
        Color(provider: .adaptive(SystemColorVariants(light: light, dark: dark, glass: glass, name: name)))
    }
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Float = 1) -> Resolved { .rgb(r, g, b, a) }

    public static let black = Color(provider: .constant(rgb(0, 0, 0)))
    public static let white = Color(provider: .constant(rgb(255, 255, 255)))
    public static let clear = Color(provider: .constant(rgb(0, 0, 0, 0)))
    public static let red = system("red", rgb(255, 59, 48), rgb(255, 69, 58),
                                   glass: (rgb(255, 56, 60), rgb(255, 66, 69)))
    public static let orange = system("orange", rgb(255, 149, 0), rgb(255, 159, 10),
                                      glass: (rgb(255, 141, 40), rgb(255, 146, 48)))
    public static let yellow = system("yellow", rgb(255, 204, 0), rgb(255, 214, 10),
                                      glass: (rgb(255, 204, 0), rgb(255, 214, 0)))
    public static let green = system("green", rgb(52, 199, 89), rgb(48, 209, 88))
    public static let mint = system("mint", rgb(0, 199, 190), rgb(99, 230, 226),
                                    glass: (rgb(0, 200, 179), rgb(0, 218, 195)))
    public static let teal = system("teal", rgb(48, 176, 199), rgb(64, 200, 224),
                                    glass: (rgb(0, 195, 208), rgb(0, 210, 224)))
    public static let cyan = system("cyan", rgb(50, 173, 230), rgb(100, 210, 255),
                                    glass: (rgb(0, 192, 232), rgb(60, 211, 254)))
    public static let blue = system("blue", rgb(0, 122, 255), rgb(10, 132, 255),
                                    glass: (rgb(0, 136, 255), rgb(0, 145, 255)))
    public static let indigo = system("indigo", rgb(88, 86, 214), rgb(94, 92, 230),
                                      glass: (rgb(97, 85, 245), rgb(109, 124, 255)))
    public static let purple = system("purple", rgb(175, 82, 222), rgb(191, 90, 242),
                                      glass: (rgb(203, 48, 224), rgb(219, 52, 242)))
    public static let pink = system("pink", rgb(255, 45, 85), rgb(255, 55, 95))
    public static let brown = system("brown", rgb(162, 132, 94), rgb(172, 142, 104),
                                     glass: (rgb(172, 127, 94), rgb(183, 138, 102)))
    public static let gray = system("gray", rgb(142, 142, 147), rgb(142, 142, 147))
    /// `label`: black in light mode, white in dark.
    public static let primary = system("primary", rgb(0, 0, 0), rgb(255, 255, 255))
    /// `secondaryLabel`.
    public static let secondary = system("secondary", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// The app's accent: the asset catalog's "AccentColor" colour set when there is one (as
    /// Xcode's template sets ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME), else system blue.
    public static let accentColor = Color(provider: .asset("AccentColor", bundle: nil, fallback: .blue))
    static let separator = system("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))

    // UIKit's semantic colors, which `UIColor` wraps for `Color(.systemBackground)`-style code.
    static let tertiaryLabel = system("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = system("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// The fifth level of the label colours (`HierarchicalShapeStyle.quinary`): UIKit names none;
    /// the label grey at 10% (estimate, continuing the ladder 60%, 30%, 18%).
    static let quinaryLabel = system("quinaryLabel", rgb(60, 60, 67, 0.1), rgb(235, 235, 245, 0.1))
    /// UIColor.placeholderText (iOS 13+): #3C3C43 at 30% in light, #EBEBF5 at 30% in dark, as dumped
    /// from the iOS 13 simulator by noahgilmore's ColorCompatibility library
    /// (noahgilmore.com/blog/dark-mode-uicolor-compatibility).
    static let placeholderText = system("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    static let systemBackground = system("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0))
    static let secondarySystemBackground = system("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30))
    static let tertiarySystemBackground = system("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46))
    static let systemGroupedBackground = system("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0))
    static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30))
    static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46))
    static let systemFill = system("systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    static let secondarySystemFill = system("secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    static let tertiarySystemFill = system("tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    static let quaternarySystemFill = system("quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    static let opaqueSeparator = system("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58))
    static let systemGray2 = system("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102))
    static let systemGray3 = system("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74))
    static let systemGray4 = system("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60))
    static let systemGray5 = system("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46))
    static let systemGray6 = system("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30))
}
