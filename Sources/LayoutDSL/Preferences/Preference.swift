/// Writing, transforming and reading preferences.
nonisolated struct PreferenceModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let apply: (inout PreferenceValues, PlacedNode) -> Void
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.annotations.append(.preferences(apply)) }
}

nonisolated extension View {
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
}
