/// Whether a confirmation dialog's actions include a cancel button: iOS adds "Cancel" to a
/// dialog that has none ("the system includes a Cancel button", Apple, `confirmationDialog`).
struct DialogCancelKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
