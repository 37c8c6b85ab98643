/// A hardware keyboard shortcut (UIKit's `UIKeyCommand`): the key, its modifier flags and the
/// action it sends. No keyboard sends keys to a render.
open class UIKeyCommand {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    open var title: String

    public init(title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
    }
}

/// The modifier keys of a key command (UIKit's `UIKeyModifierFlags`; the raw values are UIKit's).
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
