/// What a `GroupBoxStyle` gets of a group box: its label and content, type-erased.
public struct GroupBoxStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        init<V: View>(_ content: V) { self.content = AnyView(content) }
        public var body: some View { content }
    }
    public struct Content: View {
        let content: AnyView
        init<V: View>(_ content: V) { self.content = AnyView(content) }
        public var body: some View { content }
    }

    public let label: Label
    public let content: Content
}
