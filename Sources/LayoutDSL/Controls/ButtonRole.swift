/// What a button does, as SwiftUI's `ButtonRole`: styles draw a destructive button in red
/// (systemRed) in place of the tint. `cancel` changes only where buttons are arranged by the
/// system (alerts, menus). iOS 26's `close` ("closes the current operation" without losing
/// progress) and `confirm` ("confirms an operation") give a button without a label its symbol
/// (`DefaultButtonLabel`), and a confirming button in a toolbar the prominent look of a
/// confirmation action (Apple's documentation of both roles; `GlassToolbarPiece`).
public struct ButtonRole: Equatable, Sendable {
    private enum Kind { case cancel, destructive, close, confirm }
    private let kind: Kind
    public static let cancel = ButtonRole(kind: .cancel)
    public static let destructive = ButtonRole(kind: .destructive)
    public static let close = ButtonRole(kind: .close)
    public static let confirm = ButtonRole(kind: .confirm)
}
