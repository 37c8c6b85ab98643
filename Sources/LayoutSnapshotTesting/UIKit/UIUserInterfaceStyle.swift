import LayoutDSL

/// UIKit's light or dark appearance trait.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
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
