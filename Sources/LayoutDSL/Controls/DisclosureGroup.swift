/// A label that shows or hides its content (SwiftUI's `DisclosureGroup`), drawn by the
/// `DisclosureGroupStyle` in the environment. Without an `isExpanded` binding it keeps its
/// own state, collapsed at first, as SwiftUI's.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.disclosureGroupStyle) private var style

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded
    }

    public var body: some View {
        style.body(DisclosureGroupStyleConfiguration(label: .init(label), content: .init(content), isExpanded: isExpanded ?? $ownExpanded))
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
