/// A style's `makeBody(configuration:)` as a view of its own, so the dynamic properties the
/// style declares are installed before it runs, as SwiftUI installs them: a `ButtonStyle` that
/// reads `@Environment(\.isEnabled)` sees the `.disabled(_:)` around its button, one that holds
/// `@State` keeps it. The style's properties live at a slot of this view's identity.
nonisolated struct StyleBody<Style, Configuration, Body: View>: View {
    let properties: StyleProperties<Style>
    let configuration: Configuration
    let makeBody: @MainActor (Style, Configuration) -> Body

    init(_ style: Style, _ configuration: Configuration, makeBody: @escaping @MainActor (Style, Configuration) -> Body) {
        properties = StyleProperties(style: style)
        self.configuration = configuration
        self.makeBody = makeBody
    }

    var body: Body { mainActorUnchecked { makeBody(properties.style, configuration) } }
}

/// The style as a dynamic property of `StyleBody`: installing it installs what the style's
/// own stored properties declare. Two are the same property when the styles are equal by
/// `ViewEquality`'s rule, so a style whose parameters changed runs its body again.
struct StyleProperties<Style>: DynamicProperty, InstallableProperty {
    let style: Style

    func install(at site: InstallSite) { site.graph.installNested(style, at: site) }

    func isSameProperty(as other: Any) -> Bool {
        (other as? Self).map { ViewEquality.equal($0.style, style) } ?? false
    }
}

extension AnyStyle {
    /// A conforming style, its body built through `StyleBody`.
    init<Style, Body: View>(_ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body) {
        body = { AnyView(StyleBody(style, $0, makeBody: makeBody)) }
    }
}
