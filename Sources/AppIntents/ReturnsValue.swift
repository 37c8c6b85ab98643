/// A result with a value (Apple's documentation of `ReturnsValue`).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}
