/// A coordinate space a frame can be expressed in.
///
/// `Sendable` as SwiftUI declares it, though the standard library marks `AnyHashable`'s own
/// conformance unavailable (it may hold a value that is not): a name is in practice a value
/// (a string, an enum case, an id), and SwiftUI makes the same promise.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

