/// A kind of tag that names a type outside the type system: a filename extension or a MIME type
/// (Apple's documentation of `UTTagClass`; the raw values are Core Services' `kUTTagClass…`).
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// The tag class of filename extensions, such as `txt`, without the dot.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// The tag class of MIME types, such as `text/plain`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
