/// `mask(alignment:_:)`: the mask view is laid out as an overlay would be (proposed the view's
/// size, aligned by `alignment`) and not drawn; its alpha multiplies the view's drawing. It takes
/// no touches, as it is not content.
struct MaskBehavior: NodeBehavior {
    let layers: SecondaryLayerBehavior
    var name: String { "mask" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { layers.sizeThatFits(proposal, node: node) }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        layers.placements(node: node, size: size, proposal: proposal)
    }
    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        layers.explicitAlignment(key, node: node, size: size, proposal: proposal)
    }
    func spacing(node: LayoutNode) -> ViewSpacing { layers.spacing(node: node) }
    func display(size: CGSize) -> NodeDisplay { var d = NodeDisplay(); d.masksWithLastSubview = true; return d }
}

nonisolated struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let mask: Mask
    let alignment: Alignment

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        NodeList(content) { primary in
            let layers = context.child(.slot(4)).with(stackAxis: nil).build(mask)
            // No mask view: nothing is let through, as an empty mask hides the view.
            let layer = layers.isEmpty ? LayoutNode.make(EmptyMaskBehavior())
                : ZStackLayout(alignment: alignment).implicitContainer(of: layers)
            layer.hitTesting = .disabled
            return LayoutNode.make(MaskBehavior(layers: SecondaryLayerBehavior(name: "mask", primaryIndex: 0, alignment: alignment)),
                              subviews: [primary, layer])
        }
    }
}

/// The mask of an empty mask view: draws nothing, so nothing shows through.
struct EmptyMaskBehavior: LeafBehavior {
    var name: String { "EmptyMask" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { .zero }
}

nonisolated extension View {
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
    /// The iOS 13 form.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
