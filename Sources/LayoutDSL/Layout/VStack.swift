/// A vertical stack: the stack algorithm along the vertical axis (R4), its subviews aligned
/// horizontally by their guides (R5).
public struct VStackLayout: AxisStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties(); properties.stackOrientation = .vertical; return properties
    }
    public static var _builtInName: String? { "VStack" }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }
}

nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    func makeNodes(in context: BuildContext) -> NodeList {
        layout.containerNodes(content, in: context)
    }
}
