/// Writing, transforming and reading preferences.
struct PreferenceModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let apply: (inout PreferenceValues, PlacedNode) -> Void
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.annotations.append(.preferences(apply)) }
}

/// `onPreferenceChange`: an observer with an identity of its own, so it remembers what it last delivered.
struct PreferenceObserverModifier<K: PreferenceKey>: ViewModifier, IdentifiedModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let identity = hookIdentity(context), action = self.action
        for node in content {
            node.annotations.append(.preferences { values, placed in
                placed.pass.observe(K.self, value: values[K.self] ?? K.defaultValue, at: identity, action: action)
            })
        }
        return content
    }
}

/// `overlayPreferenceValue`/`backgroundPreferenceValue`: a secondary layer built from the
/// reduced preference of the primary's subtree, after the primary is placed.
struct PreferenceLayerBehavior: DeferredContentBehavior {
    let name: String
    let isBackground: Bool
    let alignment: Alignment
    let build: (PreferenceValues) -> [LayoutNode]

    private var base: SecondaryLayerBehavior {
        SecondaryLayerBehavior(name: name, primaryIndex: 0, alignment: alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { node.subviews[0].sizeThatFits(proposal) }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
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

struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isBackground: Bool
    let alignment: Alignment
    let transform: (K.Value) -> Layer

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let layerContext = context.child(.slot(4)).with(stackAxis: nil), transform = self.transform
        return content.map { primary in
            LayoutNode(PreferenceLayerBehavior(name: isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue",
                                               isBackground: isBackground, alignment: alignment) { values in
                layerContext.build(transform(values[K.self] ?? K.defaultValue))
            }, subviews: [primary])
        }
    }
}

extension View {
    /// Sets the key's value for this view, replacing what its subtree set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier { values, _ in values.set(K.self, value) })
    }

    /// Changes the subtree's value (the default value if it set none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceModifier { values, _ in
            var value = values[K.self] ?? K.defaultValue
            callback(&value)
            values.set(K.self, value)
        })
    }

    /// Sets the key's value from an anchor of this view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceModifier { values, placed in
            values.set(K.self, transform(value.anchor(size: placed.node.size, transform: placed.node.transform)))
        })
    }

    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceModifier { values, placed in
            var current = values[K.self] ?? K.defaultValue
            transform(&current, value.anchor(size: placed.node.size, transform: placed.node.transform))
            values.set(K.self, current)
        })
    }

    /// Runs `action` after layout when the subtree's reduced value differs from the last one
    /// delivered (on first appearance, from the default value).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceObserverModifier<K>(action: action))
    }

    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayerModifier<K, V>(isBackground: false, alignment: alignment, transform: transform))
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayerModifier<K, V>(isBackground: true, alignment: alignment, transform: transform))
    }
}
