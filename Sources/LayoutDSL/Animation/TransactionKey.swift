/// A key for a custom value a transaction carries (iOS 17's `TransactionKey`), read and written
/// with `Transaction`'s subscript or declared with `@Entry`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
