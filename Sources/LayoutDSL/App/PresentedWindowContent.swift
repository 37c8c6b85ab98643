/// The view of a data-presenting window group's window: the group's content, given a binding
/// to the value the window presents
/// (https://developer.apple.com/documentation/swiftui/presentedwindowcontent).
///
/// The value lives in the window's state, as SwiftUI keeps it (and restores it) per window.
/// Nothing opens windows with a value here, so a window starts with none, or with the group's
/// default value; content that sets the binding sees the value it set.
nonisolated public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
    }

    /// A group with a default value: the window's content always sees a value, the default
    /// until it sets another.
    init(content: @escaping (Binding<Data>) -> Content, defaultValue: Data) {
        _value = State(initialValue: defaultValue)
        self.content = { value in
            content(Binding(get: { value.wrappedValue ?? defaultValue }, set: { value.wrappedValue = $0 }))
        }
    }

    public var body: some View { content($value) }
}
