/// What an intent does, as Shortcuts shows it (Apple's documentation of `IntentDescription`,
/// https://developer.apple.com/documentation/appintents/intentdescription).
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public let descriptionText: LocalizedStringResource
    public let categoryName: LocalizedStringResource?
    public let searchKeywords: [LocalizedStringResource]

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String.LocalizationValue(String(stringInterpolation: stringInterpolation))))
    }
}
