/// A device a preview asks for by name (`.previewDevice(PreviewDevice(rawValue: "iPhone 15"))`
/// or a string literal); `snap` renders on its preset of that name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}
