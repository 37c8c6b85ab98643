/// The layout direction of UIKit's trait collection (`UITraitEnvironmentLayoutDirection`;
/// UIKit's raw values), with SwiftUI's bridge from `LayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    public init(_ layoutDirection: LayoutDirection) {
        switch layoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
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
