/// Light or dark interface (UIKit's `UIUserInterfaceStyle`; the raw values are UIKit's), with
/// SwiftUI's bridge from a colour scheme (Apple's documentation of
/// `UIUserInterfaceStyle.init(_:)`): nil is `unspecified`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2

    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension ColorScheme {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ style: UIUserInterfaceStyle) {
        switch style {
        case .unspecified: return nil
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}
