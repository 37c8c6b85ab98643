extension Edge.Corner {
    /// A set of a rectangle's corners (SwiftUICore's `Edge.Corner.Set` of iOS 26), with the sets
    /// of the corners along each edge. Each corner is one bit, in the order of `Edge.Corner`'s
    /// cases (its raw values), as `Edge.Set` holds its edges.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct Set: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ corner: Edge.Corner) { rawValue = 1 << corner.rawValue }

        public static let topLeading = Set(.topLeading)
        public static let topTrailing = Set(.topTrailing)
        public static let bottomLeading = Set(.bottomLeading)
        public static let bottomTrailing = Set(.bottomTrailing)
        public static let top: Set = [.topLeading, .topTrailing]
        public static let bottom: Set = [.bottomLeading, .bottomTrailing]
        public static let leading: Set = [.topLeading, .bottomLeading]
        public static let trailing: Set = [.topTrailing, .bottomTrailing]
        public static let all: Set = [.top, .bottom]
        public static let none: Set = []

        public func contains(_ corner: Edge.Corner) -> Bool { contains(Set(corner)) }

        public var debugDescription: String {
            "[" + Edge.Corner.allCases.filter { contains($0) }.map(\.debugDescription).joined(separator: ", ") + "]"
        }
    }
}

extension Edge.Corner: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .topLeading: "topLeading"
        case .topTrailing: "topTrailing"
        case .bottomLeading: "bottomLeading"
        case .bottomTrailing: "bottomTrailing"
        }
    }
}
