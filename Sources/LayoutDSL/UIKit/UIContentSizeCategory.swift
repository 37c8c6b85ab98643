/// The user's preferred text size in UIKit (`UIContentSizeCategory`, whose raw values are UIKit's
/// `UICTContentSizeCategory…` strings), with SwiftUI's bridges from `DynamicTypeSize` and
/// `ContentSizeCategory`, size for size; nil is `unspecified`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, in `DynamicTypeSize`'s order.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// `unspecified`, then the sizes from smallest to largest.
    public static var allCases: [UIContentSizeCategory] { [.unspecified] + ordered }

    /// The category's name in Swift, as SwiftUI's `ContentSizeCategory` names the same size.
    public var description: String {
        let names = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                     "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                     "accessibilityExtraExtraExtraLarge"]
        return Self.ordered.firstIndex(of: self).map { names[$0] } ?? (self == .unspecified ? "unspecified" : rawValue)
    }

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Categories compare by size; `unspecified` is below every size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }

    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        self = dynamicTypeSize.map { Self.ordered[DynamicTypeSize.allCases.firstIndex(of: $0)!] } ?? .unspecified
    }

    public init(_ sizeCategory: ContentSizeCategory?) {
        self.init(sizeCategory.map(DynamicTypeSize.init))
    }
}

extension ContentSizeCategory {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = DynamicTypeSize(uiSizeCategory) else { return nil }
        self.init(size)
    }
}

extension DynamicTypeSize {
    /// SwiftUI's bridge from the trait: nil when unspecified.
    public init?(_ category: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: category) else { return nil }
        self = Self.allCases[index]
    }
}
