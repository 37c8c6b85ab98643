import LayoutDSL

/// UIKit's size class trait.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
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
