/// What a `ToggleStyle` gets of a toggle: its label and the binding it flips.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased, as SwiftUI's `ToggleStyleConfiguration.Label`.
    public struct Label: View {
        let content: AnyView
        init<V: View>(_ content: V) { self.content = AnyView(content) }
        public var body: some View { content }
    }

    public let label: Label
    @Binding public var isOn: Bool
}
