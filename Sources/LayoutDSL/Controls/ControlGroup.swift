/// Related controls shown together (SwiftUI's `ControlGroup`), drawn by the
/// `ControlGroupStyle` in the environment (`.controlGroupStyle(_:)`).
nonisolated public struct ControlGroup<Content: View>: View {
    private let configuration: ControlGroupStyleConfiguration
    @Environment(\.controlGroupStyle) private var style

    public init(@ViewBuilder content: () -> Content) {
        configuration = ControlGroupStyleConfiguration(content: .init(content()), label: .init(EmptyView()))
    }

    /// iOS 16's labelled group; the label names it where it collapses into a menu.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        configuration = ControlGroupStyleConfiguration(content: .init(content()), label: .init(label()))
    }

    public var body: some View { style.body(configuration) }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    public init(_ configuration: ControlGroupStyleConfiguration) { self.configuration = configuration }
}

extension ControlGroup {
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// iOS 16's labelled groups with an icon: in a menu the group collapses to its label.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, LayoutDSL.Label<Text, Image>> {
        self.init(content: content) { LayoutDSL.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, LayoutDSL.Label<Text, Image>> {
        self.init(content: content) { LayoutDSL.Label(title, systemImage: systemImage) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, LayoutDSL.Label<Text, Image>> {
        self.init(content: content) { LayoutDSL.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, LayoutDSL.Label<Text, Image>> {
        self.init(content: content) { LayoutDSL.Label(title, image: image) }
    }
}

/// The content type of a labelled control group, as SwiftUI names it: the controls and the label.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}
