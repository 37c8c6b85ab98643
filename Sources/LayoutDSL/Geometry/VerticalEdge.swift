/// A top or bottom edge, for modifiers that act on one vertical edge (`safeAreaInset(edge:)`).
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable { case top, bottom }

extension VerticalEdge {
    /// A set of vertical edges (`listRowSeparator(_:edges:)`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}
