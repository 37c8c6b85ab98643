/// Modifiers whose effect is on what assistive technologies see of a view, replaced by other
/// views' elements (`accessibilityRepresentation`, `accessibilityChildren`), or on system
/// features a render has none of (inverted colours, the large content viewer, VoiceOver's
/// focus). Accepted and inert: the view renders and records what it did without them.
nonisolated extension View {
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value)
        -> some View {
        self
    }
}
