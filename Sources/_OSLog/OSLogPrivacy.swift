/// How a logged value is redacted outside a development build (Apple's documentation of
/// `OSLogPrivacy`, https://developer.apple.com/documentation/os/oslogprivacy). Kept and not
/// applied: Xcode's console shows a development build's values in full, and so does `SNAP_LOG=1`.
public struct OSLogPrivacy: Equatable, Sendable {
    /// What a redacted value becomes (Apple's documentation of `OSLogPrivacy.Mask`).
    public struct Mask: Equatable, Sendable {
        let kind: Int
        /// A hash of the value in place of it.
        public static let hash = Mask(kind: 1)
        /// `<private>` in place of the value.
        public static let none = Mask(kind: 0)
    }

    enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }

    let level: Level
    let mask: Mask

    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
}
