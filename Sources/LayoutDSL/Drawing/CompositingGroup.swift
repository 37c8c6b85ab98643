nonisolated extension View {
    /// Flattens the view's subtree into one layer, so ancestors' opacity and blend modes apply
    /// to the result rather than to each child (Apple: "A compositing group makes compositing
    /// effects in this view's ancestor views, such as opacity and the blend mode, take effect
    /// before this view is rendered").
    public func compositingGroup() -> some View {
        modifier(EffectModifier(name: "compositingGroup", kind: .compositingGroup))
    }

    /// Renders the view offscreen as one image before drawing it (Metal in SwiftUI); here the
    /// same flattening as `compositingGroup()`, so ancestors' opacity applies to the image.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(EffectModifier(name: "drawingGroup", kind: .compositingGroup))
    }
}
