/// The focus binding a field reads from its environment: whether the field is the focused one,
/// and how a tap focuses it. `.focused` puts it there, as SwiftUI's focus modifiers scope a
/// focusable region around the view they modify.
struct FocusLink {
    let isFocused: Bool
    let focus: () -> Void
}

private struct FocusLinkKey: EnvironmentKey { static let defaultValue: FocusLink? = nil }

extension EnvironmentValues {
    var focusLink: FocusLink? { get { self[FocusLinkKey.self] } set { self[FocusLinkKey.self] = newValue } }
}

extension View {
    /// The field inside is focused while `condition` is true; a tap on it sets `condition`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusLink, FocusLink(isFocused: condition.wrappedValue, focus: { condition.wrappedValue = true }))
    }

    /// The field inside is focused while `binding` equals `value`; a tap on it writes `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusLink, FocusLink(isFocused: binding.wrappedValue == value, focus: { binding.wrappedValue = value }))
    }
}
