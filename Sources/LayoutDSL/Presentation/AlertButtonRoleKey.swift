/// A button's role, carried from `AlertButtonStyle` to `AlertButtonsLayout`, which moves the
/// cancel button to its place (leading of two, last of a stack), as UIAlertController does.
struct AlertButtonRoleKey: LayoutValueKey {
    static let defaultValue: ButtonRole? = nil
}
