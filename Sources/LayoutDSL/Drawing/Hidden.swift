nonisolated extension View {
    /// Keeps the view's place in the layout but draws nothing and takes no touches.
    public func hidden() -> some View {
        modifier(EffectModifier(name: "hidden", kind: .opacity(0))).allowsHitTesting(false)
    }
}
