import Dispatch
import Foundation

extension UserDefaults {
    /// Observes the value at `keyPath` of these defaults, as key-value observing does on Apple
    /// platforms (`observe(_:options:changeHandler:)`, which Apple's Foundation declares for every
    /// `NSObject` and swift-corelibs-foundation, without key-value observing, does not). Here only
    /// defaults are observed: Linux's `UserDefaults` sends no notification when a value is set, so
    /// the value is read again every tenth of a second, on a queue of the observation's own, and
    /// the handler is called there when it differs (`==` when the value is `Equatable`, else its
    /// description): a change made anywhere in the process, by `set(_:forKey:)`, `@AppStorage` or
    /// a key path's setter, reaches it within that time; one undone in that time is not seen. A
    /// `.prior` handler is called just before the changed value's call, not before the change.
    public func observe<Value>(
        _ keyPath: KeyPath<UserDefaults, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (UserDefaults, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let defaults = self
        let queue = DispatchQueue(label: "UserDefaults.observe")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        nonisolated(unsafe) var last = defaults[keyPath: keyPath]
        func change(_ new: Value?, _ old: Value?, prior: Bool) -> NSKeyValueObservedChange<Value> {
            NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) && !prior ? new : nil,
                                     oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: prior)
        }
        if options.contains(.initial) { changeHandler(defaults, change(last, nil, prior: false)) }
        timer.setEventHandler {
            let value = defaults[keyPath: keyPath]
            guard !Self.isSame(value, last) else { return }
            let old = last
            last = value
            if options.contains(.prior) { changeHandler(defaults, change(nil, old, prior: true)) }
            changeHandler(defaults, change(value, old, prior: false))
        }
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.resume()
        return NSKeyValueObservation { timer.cancel() }
    }

    /// Whether two reads of an observed value are the same value.
    private static func isSame<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        func equal<T: Equatable>(_ lhs: T) -> Bool { lhs == rhs as? T }
        if let lhs = lhs as? any Equatable { return equal(lhs) }
        return String(reflecting: lhs) == String(reflecting: rhs)
    }
}
