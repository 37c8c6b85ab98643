/// A size class of UIKit's trait collection (`UIUserInterfaceSizeClass`; UIKit's raw values),
/// with SwiftUI's bridge from a size class: nil is `unspecified`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2

    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}

extension UserInterfaceSizeClass {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .unspecified: return nil
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}
