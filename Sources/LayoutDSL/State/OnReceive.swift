/// `.onReceive(_:perform:)`: subscribes to the publisher when the view appears and cancels when
/// it disappears. Values arrive when the publisher sends them — for timers, subjects and
/// `receive(on: DispatchQueue.main)`, between update passes on the host's clock — and go to the
/// action of the latest pass (SwiftUI hands the subscription each new body's closure). A
/// different publisher object (a new `Timer.publish(…).autoconnect()` stored in state) is
/// subscribed afresh; a publisher value rebuilt by each body (`model.$value`) keeps its subscription.
nonisolated extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        let key = P.self is AnyClass ? AnyHashable(ObjectIdentifier(publisher as AnyObject)) : AnyHashable(0)
        return modifier(LifecycleModifier(kind: .attachment(key: key, start: { graph, identity in
            AnyCancellable(publisher.sink { [weak graph] value in
                (graph?.observedValues[identity] as? (P.Output) -> Void)?(value)
            })
        }, update: { graph, identity in graph.observedValues[identity] = action })))
    }
}
