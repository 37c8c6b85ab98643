import LayoutDSL

/// A colour set's entry that names a system colour instead of giving components, as Xcode writes
/// it when a colour is set to one of the system's (Apple's "Asset Catalog Format Reference",
/// Named Color: `"color": {"platform": "ios", "reference": "systemBlueColor"}`): UIKit's class
/// property name with `Color` appended. The colour is the system colour in each appearance, so a
/// colour set of `systemBlue` is blue in light mode and the dark variant in dark mode, and
/// `labelColor` follows the label colour.
enum AssetColorReference {
    /// The colour a reference names, resolved in light and in dark; nil for a name UIKit does
    /// not have.
    static func color(named reference: String) -> AssetColor? {
        guard let color = colors[reference] else { return nil }
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        return AssetColor(light: color.color.resolve(in: light), dark: color.color.resolve(in: dark), reference: color.color)
    }

    static let colors: [String: UIColor] = [
        "blackColor": .black, "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "whiteColor": .white,
        "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan,
        "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple,
        "brownColor": .brown, "clearColor": .clear,
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "tintColor": .tintColor, "linkColor": .link,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
    ]
}
