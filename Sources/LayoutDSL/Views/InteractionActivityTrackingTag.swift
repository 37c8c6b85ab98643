/// Names the view's interactions for the system's performance tracking (iOS 17.4,
/// `interactionActivityTrackingTag(_:)`); nothing is measured or drawn in a render.
nonisolated extension View {
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
}
