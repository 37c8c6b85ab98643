/// The kinds of action an element offers assistive technologies (`accessibilityAction(_:_:)`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public init(named name: Text) { self.name = name.string }
    private init(kind: String) { name = kind }
    public static let `default` = AccessibilityActionKind(kind: "default")
    public static let escape = AccessibilityActionKind(kind: "escape")
    public static let magicTap = AccessibilityActionKind(kind: "magicTap")
    public static let delete = AccessibilityActionKind(kind: "delete")
    public static let showMenu = AccessibilityActionKind(kind: "showMenu")
}

/// The direction of an adjustable element's increment or decrement (`accessibilityAdjustableAction`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
