/// A nib (https://developer.apple.com/documentation/uikit/uinib). Interface Builder's files are
/// not compiled here, so a nib holds no objects: `instantiate` gives none, as an empty nib does,
/// and warns.
open class UINib {
    public let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        CurrentHost.warn("nib '\(name)' is not loaded: Interface Builder files are not compiled on Linux")
    }

    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] { [] }

    public struct OptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
