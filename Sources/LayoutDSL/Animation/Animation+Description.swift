/// An animation printed and reflected as its base (the custom animation it was made of, or
/// the built-in timing), as SwiftUI's `Animation` prints the box it wraps.
extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { String(describing: base) }
    public var debugDescription: String { String(reflecting: base) }
    public var customMirror: Mirror { Mirror(reflecting: base) }
}
