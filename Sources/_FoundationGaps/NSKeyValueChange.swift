/// The kind of a key-value change (Foundation's `NSKeyValueChange`, which swift-corelibs-foundation
/// does not have). Raw values are Apple's.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
