/// `onPreferenceChange`: an observer with an identity of its own, so it remembers what it last delivered.
nonisolated struct PreferenceObserverModifier<K: PreferenceKey>: ViewModifier, IdentifiedModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    func contentContext(_ context: BuildContext) -> BuildContext { Text.LayoutKey.reading(K.self, in: context.child(.slot(0))) }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), action = self.action
        for node in content {
            node.annotations.append(.preferences { values, placed in
                placed.pass.observe(K.self, value: values[K.self] ?? K.defaultValue, at: identity, action: action)
            })
        }
        return content
    }
}

nonisolated extension View {
    /// Runs `action` after layout when the subtree's reduced value differs from the last one
    /// delivered (on first appearance, from the default value).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceObserverModifier<K>(action: action))
    }
}
