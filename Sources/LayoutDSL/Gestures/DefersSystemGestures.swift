nonisolated extension View {
    /// Lets the view's gestures take precedence over the system's at the given edges (Apple's
    /// documentation of `defersSystemGestures(on:)`: the home indicator's swipe, Control Center's).
    /// A render has no system gestures to defer, so the view is unchanged.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
