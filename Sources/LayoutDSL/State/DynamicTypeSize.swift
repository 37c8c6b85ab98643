/// The user's preferred text size: SwiftUI's `DynamicTypeSize`, and the older
/// `ContentSizeCategory` (`\.sizeCategory`), two names for one setting. `.large` is the default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    /// Categories compare by size, as their `DynamicTypeSize`s do.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { DynamicTypeSize(lhs) < DynamicTypeSize(rhs) }
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { DynamicTypeSize(lhs) <= DynamicTypeSize(rhs) }
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { DynamicTypeSize(lhs) > DynamicTypeSize(rhs) }
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { DynamicTypeSize(lhs) >= DynamicTypeSize(rhs) }
}

extension DynamicTypeSize {
    /// The same setting under its older name (case for case, in order).
    public init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

extension ContentSizeCategory {
    public init?(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large } set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

nonisolated extension View {
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Limits the size to a range: the user's setting, clamped (SwiftUI's range forms).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let low = allowed.first, let high = allowed.last else { return }
            size = min(max(size, low), high)
        }
    }
}
