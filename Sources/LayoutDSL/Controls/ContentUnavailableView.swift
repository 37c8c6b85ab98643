/// The placeholder iOS 17 shows where content is missing (SwiftUI's `ContentUnavailableView`):
/// a large secondary icon over a bold title, a secondary description, and actions, centred in
/// all the space it is offered.
///
/// Metrics (Apple publishes none; estimated from iOS 17 renderings and the side-by-side
/// comparison in shaps80/SwiftUIBackports' ContentUnavailableView, which mirrors the native
/// view): the icon in `.largeTitle` medium at the large image scale, 10 pt above the title in
/// `.title2` bold; the description in `.subheadline`, secondary and centred; 20 pt between the
/// text and the actions, which stack 15 pt apart in `.subheadline`; the whole padded by the
/// default padding and filling its proposal.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label,
                @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 20) {
            VStack {
                label.labelStyle(ContentUnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            // Without actions nothing takes the 20 pt below the text, so the text stays centred.
            if Actions.self != EmptyView.self, Actions.self != SearchUnavailableContent.Actions.self {
                VStack(spacing: 15) { actions }
                    .font(.subheadline)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .padding()
    }
}

/// The label of a `ContentUnavailableView`: the icon stacked over the title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 10) {
            configuration.icon
                .font(.largeTitle.weight(.medium))
                .imageScale(.large)
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == LayoutDSL.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { LayoutDSL.Label(titleKey, image: name) }, description: { description })
    }

    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { LayoutDSL.Label(titleKey, systemImage: name) }, description: { description })
    }

    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource, description: Text? = nil) {
        self.init(label: { LayoutDSL.Label(title: { Text(titleKey) }, icon: { Image(resource) }) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { LayoutDSL.Label(title, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { LayoutDSL.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource, description: Text? = nil) {
        self.init(label: { LayoutDSL.Label(title: { Text(title) }, icon: { Image(resource) }) }, description: { description })
    }
}
