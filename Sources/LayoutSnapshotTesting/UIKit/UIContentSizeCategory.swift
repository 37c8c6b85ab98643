import LayoutDSL

/// UIKit's preferred text size trait, by its UIKit names (SwiftUI's `ContentSizeCategory` and
/// `DynamicTypeSize` have one case for each, in the same order).
public enum UIContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case unspecified
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension DynamicTypeSize {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ category: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.allCases.firstIndex(of: category), index > 0 else { return nil }
        self = Self.allCases[index - 1]
    }
}
