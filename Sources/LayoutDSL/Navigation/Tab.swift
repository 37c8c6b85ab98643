/// iOS 18's `Tab("Title", systemImage:, value:) { content }`: a tab's content with its item
/// label and selection value. SwiftUI builds these with a `TabContentBuilder`; here a tab is a
/// view carrying its label and tag, so the same code reads the same.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

extension Tab where Label == LayoutDSL.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: LayoutDSL.Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: LayoutDSL.Label(title, systemImage: systemImage))
    }
}

extension Tab where Value == Never, Label == LayoutDSL.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: LayoutDSL.Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: LayoutDSL.Label(title, systemImage: systemImage))
    }
}

extension Tab {
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}
