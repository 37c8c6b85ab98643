/// A coordinate space a frame can be expressed in.
public enum CoordinateSpace: Hashable, Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

extension AnyHashable: @unchecked @retroactive Sendable {}
