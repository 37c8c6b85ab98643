extension View {
    /// Keeps the view's place in the layout but draws nothing and takes no touches.
    public func hidden() -> some View {
        layoutModifier { CompositingBehavior(name: "hidden") { _ in var d = NodeDisplay(); d.opacity = 0; return d } }
            .allowsHitTesting(false)
    }
}
