import LayoutDSL

/// UIKit's layout direction trait.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

extension LayoutDirection {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ direction: UITraitEnvironmentLayoutDirection) {
        switch direction {
        case .unspecified: return nil
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}
