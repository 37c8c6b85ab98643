import AssetCatalogFormat
import LayoutDSL

/// The UIKit colour a colour set's system colour entry names (`SystemColorReference`: Apple's
/// "Asset Catalog Format Reference", Named Color, `"reference": "systemBlueColor"`). The colour is
/// the system colour in each appearance, so a colour set of `systemBlue` is blue in light mode and
/// the dark variant in dark mode, and `labelColor` follows the label colour.
enum AssetColorReference {
    /// The colour a reference names, resolved in light and in dark.
    static func color(_ reference: SystemColorReference) -> AssetColor {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        let color = uiColor(reference).color
        return AssetColor(light: color.resolve(in: light), dark: color.resolve(in: dark), reference: color)
    }

    static func uiColor(_ reference: SystemColorReference) -> UIColor {
        switch reference {
        case .blackColor: .black
        case .darkGrayColor: .darkGray
        case .lightGrayColor: .lightGray
        case .whiteColor: .white
        case .grayColor: .gray
        case .redColor: .red
        case .greenColor: .green
        case .blueColor: .blue
        case .cyanColor: .cyan
        case .yellowColor: .yellow
        case .magentaColor: .magenta
        case .orangeColor: .orange
        case .purpleColor: .purple
        case .brownColor: .brown
        case .clearColor: .clear
        case .systemRedColor: .systemRed
        case .systemOrangeColor: .systemOrange
        case .systemYellowColor: .systemYellow
        case .systemGreenColor: .systemGreen
        case .systemMintColor: .systemMint
        case .systemTealColor: .systemTeal
        case .systemCyanColor: .systemCyan
        case .systemBlueColor: .systemBlue
        case .systemIndigoColor: .systemIndigo
        case .systemPurpleColor: .systemPurple
        case .systemPinkColor: .systemPink
        case .systemBrownColor: .systemBrown
        case .systemGrayColor: .systemGray
        case .systemGray2Color: .systemGray2
        case .systemGray3Color: .systemGray3
        case .systemGray4Color: .systemGray4
        case .systemGray5Color: .systemGray5
        case .systemGray6Color: .systemGray6
        case .tintColor: .tintColor
        case .linkColor: .link
        case .labelColor: .label
        case .secondaryLabelColor: .secondaryLabel
        case .tertiaryLabelColor: .tertiaryLabel
        case .quaternaryLabelColor: .quaternaryLabel
        case .placeholderTextColor: .placeholderText
        case .separatorColor: .separator
        case .opaqueSeparatorColor: .opaqueSeparator
        case .systemBackgroundColor: .systemBackground
        case .secondarySystemBackgroundColor: .secondarySystemBackground
        case .tertiarySystemBackgroundColor: .tertiarySystemBackground
        case .systemGroupedBackgroundColor: .systemGroupedBackground
        case .secondarySystemGroupedBackgroundColor: .secondarySystemGroupedBackground
        case .tertiarySystemGroupedBackgroundColor: .tertiarySystemGroupedBackground
        case .systemFillColor: .systemFill
        case .secondarySystemFillColor: .secondarySystemFill
        case .tertiarySystemFillColor: .tertiarySystemFill
        case .quaternarySystemFillColor: .quaternarySystemFill
        }
    }
}
