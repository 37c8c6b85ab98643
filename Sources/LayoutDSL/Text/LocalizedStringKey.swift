/// A string literal for `Text`, as SwiftUI's. There is no localization table: the key is the text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}
