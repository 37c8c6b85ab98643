/// What a drop would do with the dragged items (Apple's documentation of `DropOperation`), which
/// the system shows on the drag's badge: nothing (`cancel`), refuse (`forbidden`), `copy` or
/// `move`. macOS's `delete` and `alias` are unavailable on iOS, as the iOS 26.2 SDK declares.
public enum DropOperation: Sendable {
    case cancel
    case forbidden
    case copy
    case move

    /// Operations a drop session suggests (iOS 26's `DropSession.suggestedOperations`). The raw
    /// values are this module's own, one bit each in the SDK's order: Apple does not publish its.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let cancel = Set(rawValue: 1 << 0)
        public static let copy = Set(rawValue: 1 << 1)
        public static let move = Set(rawValue: 1 << 2)
        public static let forbidden = Set(rawValue: 1 << 3)

        /// The members by name, as an array literal would list them: "[.copy, .move]".
        public var description: String {
            let names: [(Set, String)] = [(.cancel, ".cancel"), (.copy, ".copy"), (.move, ".move"), (.forbidden, ".forbidden")]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }
}
