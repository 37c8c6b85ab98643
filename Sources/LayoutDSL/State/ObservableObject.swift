/// Objects whose changes views observe are Combine's `ObservableObject`s (OpenCombine's, which
/// LayoutDSL re-exports as SwiftUI re-exports Combine): `objectWillChange` is a real publisher
/// user code can `sink` on, and `@Published` properties send through it before every change and
/// project their own publishers (`$value`). The graph subscribes to it like any subscriber.
extension ViewGraph {
    /// Re-evaluates the view at `identity` when `object` announces a change. One subscription
    /// per graph and object; the views observing it are the graph's record.
    func observe(_ object: some ObservableObject, by identity: Int, label: String, property: String?) {
        let key = ObjectIdentifier(object)
        // An identifier is an address: a freed object's may be reused by a new one, which needs its own subscription.
        if observedObjects[key]?.object !== object {
            let subscription = object.objectWillChange.sink { [weak self] _ in
                guard let self, let observation = self.observedObjects[key] else { return }
                for (view, property) in observation.observers { self.bodies.invalidate(view, by: property) }
                self.stateDidChange(observation.label)
            }
            observedObjects[key] = ObjectObservation(object: object, subscription: subscription, label: label)
        }
        observedObjects[key]?.observers[identity] = property ?? BodyChanges.dependencies
        observedObjects[key]?.label = label
    }

    /// After a pass: views that left observe nothing, and objects that were freed or that no
    /// view observes any more lose their subscription.
    func endObservingObjects() {
        guard !observedObjects.isEmpty else { return }
        observedObjects = observedObjects.compactMapValues { observation in
            var observation = observation
            observation.observers = observation.observers.filter { bodies.isLive($0.key) }
            return observation.object == nil || observation.observers.isEmpty ? nil : observation
        }
    }
}

/// The graph's subscription to one object's `objectWillChange`.
struct ObjectObservation {
    weak var object: AnyObject?
    let subscription: AnyCancellable
    /// Names the change in the update loop's messages: the property wrapper that observed it last.
    var label: String
    /// The views observing the object, each with the property it observes through (`_model`).
    var observers: [Int: String] = [:]
}
