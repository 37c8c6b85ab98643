/// What a `PrimitiveButtonStyle` gets of a button: its label, its role, and `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased, as SwiftUI's `PrimitiveButtonStyleConfiguration.Label`.
    public struct Label: View {
        let content: AnyView
        init<V: View>(_ content: V) { self.content = (content as? Label)?.content ?? AnyView(content) }
        public var body: some View { content }
    }

    public let label: Label
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}
