/// Whether Increase Contrast is on (UIKit's `UIAccessibilityContrast`; UIKit's raw values), with
/// SwiftUI's bridge from `ColorSchemeContrast`: `increased` is `high`, nil `unspecified`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1

    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}
