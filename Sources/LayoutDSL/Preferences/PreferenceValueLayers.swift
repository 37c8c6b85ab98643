/// `overlayPreferenceValue`/`backgroundPreferenceValue`: a secondary layer built from the
/// reduced preference of the primary's subtree, after the primary is placed.
struct PreferenceLayerBehavior: DeferredContentBehavior {
    let name: String
    let isBackground: Bool
    let alignment: Alignment
    let build: (PreferenceValues) -> NodeList

    private var base: SecondaryLayerBehavior {
        SecondaryLayerBehavior(name: name, primaryIndex: 0, alignment: alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { node.subview(0).sizeThatFits(proposal) }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        base.placements(node: node, size: size, proposal: proposal)
    }
    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        base.explicitAlignment(key, node: node, size: size, proposal: proposal)
    }
    func spacing(node: LayoutNode) -> ViewSpacing { base.spacing(node: node) }

    func buildSecondaryContent(node: LayoutNode, preferences: PreferenceValues, geometry: GeometryProxy) -> Int {
        let layers = build(preferences)
        guard !layers.isEmpty else { return 0 }
        let layer = ZStackLayout(alignment: alignment).implicitContainer(of: layers)
        node.subviews.append(layer)
        return 1
    }

    /// A background layer is drawn behind the primary although it is placed after it.
    var drawsLastSubviewFirst: Bool { isBackground }
}

nonisolated struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let isBackground: Bool
    let alignment: Alignment
    let transform: (K.Value) -> Layer

    func contentContext(_ context: BuildContext) -> BuildContext { Text.LayoutKey.reading(K.self, in: context) }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let layerContext = context.child(.slot(4)).with(stackAxis: nil), transform = self.transform
        return NodeList(content) { primary in
            LayoutNode.make(PreferenceLayerBehavior(name: isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue",
                                               isBackground: isBackground, alignment: alignment) { values in
                layerContext.build(transform(values[K.self] ?? K.defaultValue))
            }, subviews: [primary])
        }
    }
}

nonisolated extension View {
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayerModifier<K, V>(isBackground: false, alignment: alignment, transform: transform))
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayerModifier<K, V>(isBackground: true, alignment: alignment, transform: transform))
    }
}
