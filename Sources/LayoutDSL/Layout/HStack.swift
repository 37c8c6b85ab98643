/// A horizontal stack: the stack algorithm along the horizontal axis (R4), its subviews aligned
/// vertically by their guides (R5).
public struct HStackLayout: AxisStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties(); properties.stackOrientation = .horizontal; return properties
    }
    public static var _builtInName: String? { "HStack" }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    func makeNodes(in context: BuildContext) -> NodeList {
        layout.containerNodes(content, in: context)
    }
}
