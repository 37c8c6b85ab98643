/// Objects whose changes views observe are Combine's `ObservableObject`s (OpenCombine's, which
/// LayoutDSL re-exports as SwiftUI re-exports Combine): `objectWillChange` is a real publisher
/// user code can `sink` on, and `@Published` properties send through it before every change and
/// project their own publishers (`$value`). The graph subscribes to it like any subscriber.
extension ViewGraph {
    /// Re-evaluates the view at `identity` when `object` announces a change. One subscription
    /// per graph and object; the views observing it are the graph's record.
    func observe(_ object: some ObservableObject, by identity: Int, label: String) {
        let key = ObjectIdentifier(object)
        if objectObservers[key] == nil {
            objectSubscriptions[key] = object.objectWillChange.sink { [weak self] _ in
                guard let self else { return }
                for view in self.objectObservers[key] ?? [] { self.bodies.invalidate(view) }
                self.stateDidChange(label)
            }
        }
        objectObservers[key, default: []].insert(identity)
    }
}
