/// Where a pointer is over a view (Apple's documentation of `HoverPhase`), for
/// `onContinuousHover(coordinateSpace:perform:)`.
@frozen public enum HoverPhase: Equatable {
    case active(CGPoint)
    case ended
}

nonisolated extension View {
    /// Called as a pointer moves over the view: never, as an iPhone's touch screen has no
    /// pointer (as `onHover(perform:)`).
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}
