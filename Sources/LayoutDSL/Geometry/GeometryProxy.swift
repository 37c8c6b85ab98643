/// The size and coordinate spaces of a `GeometryReader` (or of a view whose geometry a
/// modifier passes to user code), as SwiftUI's `GeometryProxy` exposes them.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// Local space to root (global) space.
    let transform: CGAffineTransform
    let spaces: CoordinateSpaceChain?
    /// The part of this view inside the nearest scroll view's viewport (or the canvas), in
    /// local coordinates; lazy containers build what falls in it.
    let visibleRect: CGRect?
    /// The part inside the scroll view's content insets (its safe area): where pinned views sit.
    let insetVisibleRect: CGRect?

    init(size: CGSize, transform: CGAffineTransform, spaces: CoordinateSpaceChain?, safeAreaInsets: EdgeInsets = EdgeInsets(),
         visibleRect: CGRect? = nil, insetVisibleRect: CGRect? = nil) {
        self.size = size; self.transform = transform; self.spaces = spaces; self.safeAreaInsets = safeAreaInsets
        self.visibleRect = visibleRect
        self.insetVisibleRect = insetVisibleRect ?? visibleRect
    }

    /// The transform from this proxy's local space to `space`. An unknown name falls back to the
    /// global space, as SwiftUI does.
    func transform(to space: CoordinateSpace) -> CGAffineTransform {
        switch space {
        case .local: return .identity
        case .global: return transform
        case .named(let name):
            guard let named = spaces?.space(named: name) else { return transform }
            return transform.concatenating(named.transform.inverted())
        }
    }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(size: size).applying(transform(to: coordinateSpace))
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space in this proxy's local space, if an ancestor declares it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let named = spaces?.space(named: coordinateSpace.name) else { return nil }
        return CGRect(size: named.size).applying(named.transform.concatenating(transform.inverted()))
    }

    /// An anchor's value in this proxy's local space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(anchor.transform.concatenating(transform.inverted()))
    }
}
