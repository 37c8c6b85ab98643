/// What Siri says or shows when an intent ends (Apple's documentation of `IntentDialog`,
/// https://developer.apple.com/documentation/appintents/intentdialog).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public let full: LocalizedStringResource
    public let supporting: LocalizedStringResource?

    public init(_ full: LocalizedStringResource) {
        self.full = full
        supporting = nil
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String.LocalizationValue(String(stringInterpolation: stringInterpolation))))
    }
}
