/// The context of a state change; `animation` says how the change animates. Completions
/// added to a transaction run on the host's virtual clock when its animation is over.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series (a drag); accepted, nothing depends on it.
    public var isContinuous = false
    /// Whether the change's velocity should carry into springs; accepted, nothing depends on it.
    public var tracksVelocity = false
    var completions: [(criteria: AnimationCompletionCriteria, action: () -> Void)] = []
    /// Values of `TransactionKey`s (iOS 17): custom context a state change carries.
    var values: [ObjectIdentifier: Any] = [:]

    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The animation of the transaction being applied, so a setter in `withAnimation` animates.
    public init() { animation = CurrentAnimation.value }
    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` when this transaction's animation meets `criteria` (at once without one).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append((criteria, completion))
    }

    /// The animation that applies: none when animations are disabled.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// Schedules the completions on the clock of the host being updated, or runs them now
    /// outside any host, as SwiftUI runs a completion at once when nothing animates.
    func scheduleCompletions() {
        for (criteria, action) in completions {
            guard let clock = CurrentHost.clock, let animation = effectiveAnimation else { action(); continue }
            guard let delay = animation.completionTime(criteria) else { continue }
            clock.schedule(after: delay, action)
        }
    }
}

/// Applies the state changes in `body` in `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    defer { transaction.scheduleCompletions() }
    return try CurrentAnimation.with(transaction, body)
}

@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
