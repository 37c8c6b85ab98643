/// The level of a heading (`accessibilityHeading(_:)`): VoiceOver's rotor navigates by it.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}
