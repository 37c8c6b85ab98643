/// A string to look up in the app's strings when shown (Apple's documentation of Foundation's
/// `LocalizedStringResource`, https://developer.apple.com/documentation/foundation/localizedstringresource),
/// which Linux's Foundation lacks and App Intents' titles, dialogs and representations take.
/// Here it keeps its key and default value; shown, it reads as its default value, or its key.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    public let key: String
    public let defaultValue: String?
    public let table: String?
    public var locale: Locale

    public init(stringLiteral value: String) {
        key = value
        defaultValue = nil
        table = nil
        locale = .current
    }

    /// The interpolated text, as its key and its value.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }

    public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    /// The text shown: the default value, else the key.
    public var description: String { defaultValue ?? key }
}

extension String {
    /// The resource's text (Apple's `String(localized:)` of a resource).
    public init(localized resource: LocalizedStringResource) { self = resource.description }
}
