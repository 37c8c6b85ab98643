/// The enumeration of a store's entries (Apple's documentation of `OSLogEnumerator`,
/// https://developer.apple.com/documentation/oslog/oslogenumerator); its options order them.
public final class OSLogEnumerator: NSObject, @unchecked Sendable {
    /// How entries are enumerated.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}
