/// An edge of a rectangle; `Edge.Set` names several, as padding and safe-area modifiers take them.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
