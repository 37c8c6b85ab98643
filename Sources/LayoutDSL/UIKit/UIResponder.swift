/// UIKit's responder: the base of views, view controllers, windows, scenes and the application,
/// linked by `next` into the responder chain (https://developer.apple.com/documentation/uikit/uiresponder).
/// A preview has no keyboard or hardware events, so no responder becomes first responder; the
/// chain itself is UIKit's: a view's next responder is its controller's or its superview, a
/// controller's its view's superview or its presenter, a window's its scene, a scene's the application.
open class UIResponder {
    public init() {}

    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// The hardware keyboard shortcuts the responder handles; none unless overridden.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The undo manager of the responder chain: the next responder's; none at its end.
    open var undoManager: UndoManager? { next?.undoManager }
    open func reloadInputViews() {}
    /// The responder that handles `action`: UIKit asks `canPerformAction(_:withSender:)` along the
    /// chain; here a responder answers for itself only when it overrides that.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}

/// Responders are `NSObject`s on iOS: equal only to themselves, hashed by identity (scenes go in
/// a `Set`, views are compared with `==`).
extension UIResponder: Hashable {
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
