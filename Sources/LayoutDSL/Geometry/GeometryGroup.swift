/// `geometryGroup()` (iOS 17, https://developer.apple.com/documentation/swiftui/view/geometrygroup()):
/// "Isolates the geometry (e.g. position and size) of the view from its parent view", which
/// matters only while an animation runs (descendants animate inside the view's animated frame
/// instead of on their own). At rest the view is laid out and drawn exactly as without it,
/// which is what this returns; animation frames here interpolate each view's drawn frame on its
/// own, so the grouping is not modelled during an animation.
nonisolated extension View {
    public func geometryGroup() -> some View { self }
}
