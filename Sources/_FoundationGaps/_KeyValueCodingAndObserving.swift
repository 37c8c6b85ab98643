import Dispatch
import Foundation

/// The protocol Apple's Foundation declares key-value observing on, and `NSObject` conforms to
/// (`_KeyValueCodingAndObserving` in the SDK's Foundation interface): swift-corelibs-foundation,
/// without key-value observing, has neither, so `progress.observe(\.fractionCompleted)` or
/// `defaults.observe(\.launchCount)` did not compile.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the value at `keyPath` (Apple's `observe(_:options:changeHandler:)`). Nothing on
    /// Linux announces a change (no `willChangeValue`/`didChangeValue` are sent by Foundation's
    /// classes here, nor by a `UserDefaults` set), so the value is read again every tenth of a
    /// second, on a queue of the observation's own, and the handler is called there when it
    /// differs (`==` when the value is `Equatable`, else its description): a change made anywhere
    /// in the process, by `Progress.completedUnitCount`, `set(_:forKey:)`, `@AppStorage` or a key
    /// path's setter, reaches it within that time; one undone in that time is not seen. A `.prior`
    /// handler is called just before the changed value's call, not before the change. As Apple's,
    /// the observation does not keep the object alive: it ends when the object goes.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) weak let object = self as AnyObject
        let queue = DispatchQueue(label: "NSObject.observe")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        nonisolated(unsafe) var last = self[keyPath: keyPath]
        func change(_ new: Value?, _ old: Value?, prior: Bool) -> NSKeyValueObservedChange<Value> {
            NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) && !prior ? new : nil,
                                     oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: prior)
        }
        if options.contains(.initial) { changeHandler(self, change(last, nil, prior: false)) }
        timer.setEventHandler {
            guard let observed = object as? Self else { return timer.cancel() }
            let value = observed[keyPath: keyPath]
            guard !isSameObservedValue(value, last) else { return }
            let old = last
            last = value
            if options.contains(.prior) { changeHandler(observed, change(nil, old, prior: true)) }
            changeHandler(observed, change(value, old, prior: false))
        }
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.resume()
        return NSKeyValueObservation { timer.cancel() }
    }
}

/// Whether two reads of an observed value are the same value.
private func isSameObservedValue<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    func equal<T: Equatable>(_ lhs: T) -> Bool { lhs == rhs as? T }
    if let lhs = lhs as? any Equatable { return equal(lhs) }
    return String(reflecting: lhs) == String(reflecting: rhs)
}
