/// The launch screen of a document-based app (iOS 18; Apple's documentation of
/// `DocumentGroupLaunchScene`): a title, actions (by default the button that creates a
/// document), and a background, a view or a style, with accessory views placed by a
/// `DocumentLaunchGeometryProxy` behind and in front of the title. Nothing launches a render:
/// the scene keeps its parts (a background style as a rectangle filled with it, out to the
/// screen's edges), for tests and tools to read.
nonisolated public struct DocumentGroupLaunchScene<Actions: View>: PrimitiveScene {
    let title: Text?
    let actions: Actions
    let background: AnyView
    let backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
    let overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

    private init(title: Text?, actions: Actions, background: AnyView, backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?,
                 overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?) {
        self.title = title
        self.actions = actions
        self.background = background
        self.backgroundAccessory = backgroundAccessory
        self.overlayAccessory = overlayAccessory
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init(
        _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init(
        _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle).ignoresSafeArea()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
}
