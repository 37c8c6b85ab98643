/// What a `LabelStyle` gets of a label: its title and icon, type-erased.
public struct LabelStyleConfiguration {
    /// The label's title, as SwiftUI's `LabelStyleConfiguration.Title`.
    public struct Title: View {
        let content: AnyView
        init<V: View>(_ content: V) { self.content = AnyView(content) }
        public var body: some View { content }
    }
    /// The label's icon, as SwiftUI's `LabelStyleConfiguration.Icon`.
    public struct Icon: View {
        let content: AnyView
        init<V: View>(_ content: V) { self.content = AnyView(content) }
        public var body: some View { content }
    }

    public let title: Title
    public let icon: Icon
}
