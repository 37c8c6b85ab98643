/// An option of an image request handler (Apple's documentation of `VNImageOption`).
public struct VNImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
