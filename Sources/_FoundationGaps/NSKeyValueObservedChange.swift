import Foundation

/// A change a key-value observation's handler receives (Foundation's `NSKeyValueObservedChange`,
/// which swift-corelibs-foundation does not have): the values are there when the observation's
/// options asked for them (`.new`, `.old`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for a setting, the only kind observed here.
    public let indexes: IndexSet?
    /// Whether the handler is called before the change (`.prior`).
    public let isPrior: Bool
}
