/// UIKit's colour, as SwiftUI files use it for values: `Color(uiColor: .systemBackground)`,
/// `Color(UIColor.secondaryLabel)`, `UIColor(red:green:blue:alpha:)`. Each wraps the SwiftUI
/// `Color` it resolves to, so semantic colours adapt to light and dark as on iOS (UIKit's
/// published sRGB values, SystemColors.swift). Plain `UIColor.red` and friends are UIKit's
/// fixed component colours (`.red` is 1, 0, 0), not the system palette (`.systemRed`).
public final class UIColor: Hashable, Sendable {
    public let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(.sRGB, white: Double(white), opacity: Double(alpha)) }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness)).opacity(Double(alpha))
    }
    /// `UIColor(Color.red)`: SwiftUI's colour as a UIColor.
    public init(_ color: Color) { self.color = color }
    private init(color: Color) { self.color = color }
    /// An asset catalog colour set by name or by its generated symbol.
    public convenience init?(named name: String) { self.init(color: Color(name)) }
    public convenience init(resource: ColorResource) { self.init(color: Color(resource)) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color: color.opacity(Double(alpha))) }

    public static func == (l: UIColor, r: UIColor) -> Bool { l.color == r.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    private static func fixed(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(color: Color(.sRGB, red: r, green: g, blue: b, opacity: a))
    }

    public static let black = fixed(0, 0, 0)
    public static let darkGray = fixed(1 / 3, 1 / 3, 1 / 3)
    public static let lightGray = fixed(2 / 3, 2 / 3, 2 / 3)
    public static let white = fixed(1, 1, 1)
    public static let gray = fixed(0.5, 0.5, 0.5)
    public static let red = fixed(1, 0, 0)
    public static let green = fixed(0, 1, 0)
    public static let blue = fixed(0, 0, 1)
    public static let cyan = fixed(0, 1, 1)
    public static let yellow = fixed(1, 1, 0)
    public static let magenta = fixed(1, 0, 1)
    public static let orange = fixed(1, 0.5, 0)
    public static let purple = fixed(0.5, 0, 0.5)
    public static let brown = fixed(0.6, 0.4, 0.2)
    public static let clear = fixed(0, 0, 0, 0)

    public static let systemRed = UIColor(color: .red)
    public static let systemOrange = UIColor(color: .orange)
    public static let systemYellow = UIColor(color: .yellow)
    public static let systemGreen = UIColor(color: .green)
    public static let systemMint = UIColor(color: .mint)
    public static let systemTeal = UIColor(color: .teal)
    public static let systemCyan = UIColor(color: .cyan)
    public static let systemBlue = UIColor(color: .blue)
    public static let systemIndigo = UIColor(color: .indigo)
    public static let systemPurple = UIColor(color: .purple)
    public static let systemPink = UIColor(color: .pink)
    public static let systemBrown = UIColor(color: .brown)
    public static let systemGray = UIColor(color: .gray)
    public static let systemGray2 = UIColor(color: Color.systemGray2)
    public static let systemGray3 = UIColor(color: Color.systemGray3)
    public static let systemGray4 = UIColor(color: Color.systemGray4)
    public static let systemGray5 = UIColor(color: Color.systemGray5)
    public static let systemGray6 = UIColor(color: Color.systemGray6)
    public static let tintColor = UIColor(color: .accentColor)
    public static let link = UIColor(color: .blue)

    public static let label = UIColor(color: .primary)
    public static let secondaryLabel = UIColor(color: .secondary)
    public static let tertiaryLabel = UIColor(color: Color.tertiaryLabel)
    public static let quaternaryLabel = UIColor(color: Color.quaternaryLabel)
    public static let placeholderText = UIColor(color: Color.placeholderText)
    public static let separator = UIColor(color: Color.separator)
    public static let opaqueSeparator = UIColor(color: Color.opaqueSeparator)
    public static let systemBackground = UIColor(color: Color.systemBackground)
    public static let secondarySystemBackground = UIColor(color: Color.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(color: Color.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(color: Color.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(color: Color.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(color: Color.tertiarySystemGroupedBackground)
    public static let systemFill = UIColor(color: Color.systemFill)
    public static let secondarySystemFill = UIColor(color: Color.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(color: Color.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(color: Color.quaternarySystemFill)
}

extension Color {
    public init(uiColor: UIColor) { self = uiColor.color }
    /// Disfavoured, so that `Color(.brand)` picks the asset symbol `ColorResource.brand` over
    /// the `UIColor.brand` Xcode generates beside it.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
}
