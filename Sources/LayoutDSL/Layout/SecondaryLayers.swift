/// `overlay` and `background` (R11): the secondary content is proposed the primary's size and
/// aligned with it by their guides; the modified view keeps the primary's size. Several
/// secondary views form an implicit ZStack. Subviews are in drawing order: a background's
/// layers come before the primary.
struct SecondaryLayerBehavior: NodeBehavior {
    let name: String
    let primaryIndex: Int
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        node.subviews[primaryIndex].sizeThatFits(proposal)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let primary = node.subviews[primaryIndex]
        let primaryDimensions = primary.dimensions(proposal)
        let secondaryProposal = ProposedViewSize(size)
        return Placements(node.subviews.indices) { index in
            if index == primaryIndex { return Placement(origin: .zero, proposal: proposal, size: size) }
            let secondary = node.subviews[index].dimensions(secondaryProposal)
            let origin = CGPoint(x: primaryDimensions[alignment.horizontal] - secondary[alignment.horizontal],
                                 y: primaryDimensions[alignment.vertical] - secondary[alignment.vertical])
            return Placement(origin: origin, proposal: secondaryProposal, size: secondary.size)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.subviews[primaryIndex].explicitAlignment(key, proposal)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.subviews[primaryIndex].spacing }
}

nonisolated struct SecondaryLayerModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        NodeList(content) { primary in
            let layers = context.child(.slot(isBackground ? 2 : 3)).with(stackAxis: nil).build(secondary)
            guard !layers.isEmpty else { return primary }
            let layer = ZStackLayout(alignment: alignment).implicitContainer(of: layers)
            return isBackground
                ? LayoutNode.make(SecondaryLayerBehavior(name: "background", primaryIndex: 1, alignment: alignment),
                                  subviews: [layer, primary])
                : LayoutNode.make(SecondaryLayerBehavior(name: "overlay", primaryIndex: 0, alignment: alignment),
                                  subviews: [primary, layer])
        }
    }
}

nonisolated extension View {
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: true))
    }
    /// The iOS 13 form, disfavoured as SwiftUICore's interface declares it: a `Color` argument
    /// takes the shape-style form instead, which draws the same.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: background, alignment: alignment, isBackground: true))
    }
    /// The style fills the view's bounds and, on the edges given (all by default), the safe area
    /// beyond them where the view reaches it: a screen's background colour runs under the bars
    /// and the home indicator, as on iOS.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }
    /// The default background style (the environment's `backgroundStyle`, else the system
    /// background) behind the view and, on the edges given, the safe area beyond it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// The style over the view's bounds and, on the edges given, the safe area beyond them.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }
    /// The shape filled with the default background style (Apple's documentation of
    /// `background(in:fillStyle:)`): the environment's `backgroundStyle`, else the system background.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(BackgroundStyle(), style: fillStyle) }
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: false))
    }
    /// The iOS 13 form, disfavoured as SwiftUICore's interface declares it (`@_disfavoredOverload`
    /// on `overlay(_:alignment:)`): a `Color` argument is both a view and a shape style, and
    /// takes the shape-style form, which draws the same.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style, style: fillStyle) }
    }
    /// A stroke inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
