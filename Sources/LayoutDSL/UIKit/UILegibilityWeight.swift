/// Whether Bold Text is on (UIKit's `UILegibilityWeight`; UIKit's raw values), with SwiftUI's
/// bridge from `LegibilityWeight`: nil is `unspecified`.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1

    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension LegibilityWeight {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case .unspecified: return nil
        }
    }
}
