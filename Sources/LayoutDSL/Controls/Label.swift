/// A title with an icon, as SwiftUI's `Label`: the `LabelStyle` in the environment
/// (`.labelStyle(_:)`) arranges them; outside lists and toolbars iOS shows both, the icon first.
nonisolated public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon
    /// Made by a style's body (`Label(configuration)`): drawn in the default style, not in the
    /// style that made it again.
    private var isOwnedByStyle = false
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        (isOwnedByStyle ? AnyStyle(DefaultLabelStyle()) : style).body(LabelStyleConfiguration(title: .init(title), icon: .init(icon)))
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style describes (Apple: for "custom label styles that only wish to modify the
    /// current style"), drawn in the default style around the style's parts.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        isOwnedByStyle = true
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// An icon from an image resource, as `Image(_:)` loads it.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// An asset catalog image by the symbol Xcode generates for it (`Label("Cup", image: .cup)`).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
