/// A changed preference value waiting for its `onPreferenceChange` action.
struct PreferenceObservation {
    let identity: Int
    let keyName: String
    let value: Any
    let action: () -> Void
}

extension LayoutPass {
    /// Records a reduced value for an `onPreferenceChange` at `identity`. The action runs after
    /// the pass when the value differs by `==` from the last one delivered there; before any
    /// delivery that is the key's default value, so first appearance counts as a change.
    func observe<K: PreferenceKey>(_ key: K.Type, value: K.Value, at identity: Int, action: @escaping (K.Value) -> Void)
    where K.Value: Equatable {
        let last = lastDelivered(at: identity) as? K.Value ?? K.defaultValue
        guard last != value else { return }
        observe(PreferenceObservation(identity: identity, keyName: K.name, value: value, action: { action(value) }))
    }
}

extension LayoutPass {
    /// Records a value watched at `identity`; after the pass, `action(old, new)` runs when it
    /// differs from the last one seen (`old` is nil the first time).
    func observeValue<T: Equatable>(_ value: T, at identity: Int, name: String, action: @escaping (T?, T) -> Void) {
        let last = lastDelivered(at: identity) as? T
        guard last != value else { return }
        observe(PreferenceObservation(identity: identity, keyName: name, value: value, action: { action(last, value) }))
    }
}
