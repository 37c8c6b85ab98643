/// A coordinate space a frame can be expressed in.
public enum CoordinateSpace: Hashable, Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// The standard library marks `AnyHashable`'s `Sendable` conformance unavailable (it may hold a
/// value that is not), yet SwiftUI's `CoordinateSpace.named(AnyHashable)` is `Sendable` and ids are
/// in practice values; so is `ScrollPosition`'s erased id. The compiler notes that the
/// conformance was already stated, once, when this module builds.
extension AnyHashable: @unchecked @retroactive Sendable {}
