/// How a type of entity or enum is named (Apple's documentation of `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public let name: LocalizedStringResource
    public let numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String.LocalizationValue(String(stringInterpolation: stringInterpolation))))
    }
}
