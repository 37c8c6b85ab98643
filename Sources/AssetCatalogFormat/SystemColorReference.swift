/// A colour set's entry that names a system colour instead of giving components, as Xcode writes
/// it when a colour is set to one of the system's (Apple's "Asset Catalog Format Reference",
/// Named Color: `"color": {"platform": "ios", "reference": "systemBlueColor"}`): UIKit's class
/// property name with `Color` appended. Render resolves each to its UIKit colour, in each
/// appearance; a name UIKit does not have is no case here.
public enum SystemColorReference: String, CaseIterable, Hashable, Sendable {
    case blackColor, darkGrayColor, lightGrayColor, whiteColor, grayColor, redColor, greenColor, blueColor
    case cyanColor, yellowColor, magentaColor, orangeColor, purpleColor, brownColor, clearColor, systemRedColor
    case systemOrangeColor, systemYellowColor, systemGreenColor, systemMintColor, systemTealColor, systemCyanColor
    case systemBlueColor, systemIndigoColor, systemPurpleColor, systemPinkColor, systemBrownColor, systemGrayColor
    case systemGray2Color, systemGray3Color, systemGray4Color, systemGray5Color, systemGray6Color, tintColor
    case linkColor, labelColor, secondaryLabelColor, tertiaryLabelColor, quaternaryLabelColor, placeholderTextColor
    case separatorColor, opaqueSeparatorColor, systemBackgroundColor, secondarySystemBackgroundColor
    case tertiarySystemBackgroundColor, systemGroupedBackgroundColor, secondarySystemGroupedBackgroundColor
    case tertiarySystemGroupedBackgroundColor, systemFillColor, secondarySystemFillColor, tertiarySystemFillColor
    case quaternarySystemFillColor
}
