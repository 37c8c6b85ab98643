/// iOS 26's custom bar (`safeAreaBar(edge:alignment:spacing:content:)`, Apple's documentation):
/// content shown beside the modified view "making space" for it as `safeAreaInset` does, and
/// treated as a bar, so that scroll views under it extend their scroll edge effect to cover it.
/// In the Liquid Glass design the bar stands on the soft edge effect its navigation and tab bars
/// stand on (`GlassScrollEdgeEffect`), reaching the screen's edge; the iOS 18 design has no edge
/// effect, and the bar is the inset.
nonisolated extension View {
    public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { SafeAreaBarContent(edge: edge, content: content()) }
    }

    public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}

/// A top or bottom custom bar over the scroll edge effect of its design.
nonisolated struct SafeAreaBarContent<Content: View>: View {
    let edge: VerticalEdge
    let content: Content
    @Environment(\.systemDesign) private var design

    var body: some View {
        if design == .liquidGlass {
            content.background {
                GlassScrollEdgeEffect(edge: edge).ignoresSafeArea(edges: edge == .top ? .top : .bottom)
            }
        } else {
            content
        }
    }
}
