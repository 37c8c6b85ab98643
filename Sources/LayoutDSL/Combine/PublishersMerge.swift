import Synchronization

/// `merge(with:)`, which OpenCombine 0.14 lacks: the values of two publishers as they arrive,
/// finishing when both have finished, failing with the first failure (Apple's Combine
/// documentation, "Publishers.Merge"). Each upstream is asked for unlimited values and
/// downstream receives them as they come, which is what `sink`, `assign` and `.onReceive`
/// (unlimited demand) see in Combine too; a subscriber that limits its demand is not held back.
extension Publishers {
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            subscriber.receive(subscription: inner)
            a.subscribe(inner.side())
            b.subscribe(inner.side())
        }
    }
}

extension Publishers.Merge {
    /// The subscription downstream holds: relays both sides, counts finished ones.
    private final class Inner<Downstream: Subscriber>: Subscription, Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private struct State {
            var downstream: Downstream?
            var upstreams: [Subscription] = []
            var finished = 0
        }
        private let state: Mutex<State>

        init(downstream: Downstream) { state = Mutex(State(downstream: downstream)) }

        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            let upstreams = state.withLock { state -> [Subscription] in
                state.downstream = nil
                defer { state.upstreams = [] }
                return state.upstreams
            }
            upstreams.forEach { $0.cancel() }
        }

        func side() -> AnySubscriber<Output, Failure> {
            AnySubscriber(receiveSubscription: { [self] subscription in
                let live = state.withLock { state -> Bool in
                    if state.downstream != nil { state.upstreams.append(subscription) }
                    return state.downstream != nil
                }
                if live { subscription.request(.unlimited) } else { subscription.cancel() }
            }, receiveValue: { [self] value in
                _ = state.withLock { $0.downstream }?.receive(value)
                return .none
            }, receiveCompletion: { [self] completion in
                let downstream = state.withLock { state -> Downstream? in
                    state.finished += 1
                    guard case .finished = completion, state.finished < 2 else {
                        defer { state.downstream = nil }
                        return state.downstream
                    }
                    return nil
                }
                downstream?.receive(completion: completion)
            })
        }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
