/// A string to localize later, where it is shown (Apple's `LocalizedStringResource`, iOS 16): a
/// key, its development-language value, the table and bundle to look it up in. SwiftUI's `Text`
/// and `String(localized:)` resolve it in the language of where they are.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the table is: the main bundle or a bundle at a URL (Apple's cases; `forClass` needs
    /// the Objective-C runtime and is not here).
    public struct BundleDescription: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case main, url(URL) }
        let kind: Kind
        public static let main = BundleDescription(kind: .main)
        public static func atURL(_ url: URL) -> BundleDescription { BundleDescription(kind: .url(url)) }
    }

    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription
    public var comment: String?

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key; defaultValue = keyAndValue; self.table = table; self.locale = locale; self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"; self.defaultValue = defaultValue; self.table = table; self.locale = locale; self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { String(localized: self) }
}
