/// A direction along the horizontal axis, leading or trailing (Apple's `HorizontalDirection`,
/// iOS 18), and a set of them. As with `HorizontalEdge`, a set's bit for a direction is
/// 1 << its raw value.
@frozen public enum HorizontalDirection: Int8, CaseIterable, Codable, Sendable {
    case leading, trailing

    @frozen public struct Set: OptionSet, Equatable, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ direction: HorizontalDirection) { rawValue = 1 << direction.rawValue }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}
