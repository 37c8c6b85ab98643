/// A direction along the vertical axis, up or down (Apple's `VerticalDirection`, iOS 18), and
/// a set of them, a direction's bit being 1 << its raw value.
@frozen public enum VerticalDirection: Int8, CaseIterable, Codable, Sendable {
    case up, down

    @frozen public struct Set: OptionSet, Equatable, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ direction: VerticalDirection) { rawValue = 1 << direction.rawValue }
        public static let up = Set(.up)
        public static let down = Set(.down)
        public static let all: Set = [.up, .down]
    }
}
