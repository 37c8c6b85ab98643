/// What a button does, as SwiftUI's `ButtonRole`: styles draw a destructive button in red
/// (systemRed) in place of the tint. `cancel` changes only where buttons are arranged by the
/// system (alerts, menus), which this engine does not draw, so it looks like a plain button.
public struct ButtonRole: Equatable, Sendable {
    private enum Kind { case cancel, destructive }
    private let kind: Kind
    public static let cancel = ButtonRole(kind: .cancel)
    public static let destructive = ButtonRole(kind: .destructive)
}
