/// The focus binding a field reads from its environment: whether the field is the focused one,
/// how a tap focuses it, and how it lets focus go when another field takes it. `.focused` puts it there, as
/// SwiftUI's focus modifiers scope a
/// focusable region around the view they modify.
struct FocusLink {
    let isFocused: Bool
    let focus: () -> Void
    let resign: () -> Void
}

private struct FocusLinkKey: EnvironmentKey { static let defaultValue: FocusLink? = nil }

extension EnvironmentValues {
    var focusLink: FocusLink? { get { self[FocusLinkKey.self] } set { self[FocusLinkKey.self] = newValue } }
}

nonisolated extension View {
    /// The field inside is focused while `condition` is true; a tap on it sets `condition`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusLink, FocusLink(isFocused: condition.wrappedValue, focus: { condition.wrappedValue = true },
                                            resign: { condition.wrappedValue = false }))
    }

    /// The field inside is focused while `binding` equals `value`; a tap on it writes `value`.
    /// When another field takes focus, the binding goes back to nil if it still names this field
    /// (an optional `Value`, as focus states that name fields are).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusLink, FocusLink(isFocused: binding.wrappedValue == value, focus: { binding.wrappedValue = value },
                                            resign: {
                                                if binding.wrappedValue == value, let none = (nil as Any?) as? Value {
                                                    binding.wrappedValue = none
                                                }
                                            }))
    }
}
