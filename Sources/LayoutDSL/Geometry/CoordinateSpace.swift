/// A coordinate space a frame can be expressed in.
public enum CoordinateSpace: Hashable, Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

extension AnyHashable: @unchecked @retroactive Sendable {}

/// The iOS 17 spelling of coordinate spaces: `.global`, `.local`, `.named(_:)`, `.scrollView`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// The named coordinate spaces declared by a node's ancestors, innermost first. Names are looked
/// up at layout time, so a name may change on every body evaluation (a fresh `UUID()`).
final class CoordinateSpaceChain {
    let name: AnyHashable
    /// The declaring view's local space to root space.
    let transform: CGAffineTransform
    /// The declaring view's size.
    let size: CGSize
    let parent: CoordinateSpaceChain?

    init(name: AnyHashable, transform: CGAffineTransform, size: CGSize, parent: CoordinateSpaceChain?) {
        self.name = name; self.transform = transform; self.size = size; self.parent = parent
    }

    func space(named name: AnyHashable) -> CoordinateSpaceChain? {
        var link: CoordinateSpaceChain? = self
        while let current = link {
            if current.name == name { return current }
            link = current.parent
        }
        return nil
    }
}
