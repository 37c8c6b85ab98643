/// The launch view of a document-based app (iOS 18; Apple's documentation of
/// `DocumentLaunchView`): the same screen as `DocumentGroupLaunchScene`, for an app without a
/// `DocumentGroup`. It shows its title, its actions (typically a `NewDocumentButton`) and its
/// background, with accessory views behind and in front of the title, over the document
/// browser in a sheet at the bottom (`DocumentLaunchScreen`). A render opens no document, so
/// `onDocumentOpen` is never called.
nonisolated public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
    let title: Text?
    /// The types of the documents the browser shows.
    let contentTypes: [UTType]
    let actions: Actions
    let background: AnyView?
    let backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
    let overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

    private init(title: Text?, contentTypes: [UTType], actions: Actions, background: AnyView?,
                 backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?,
                 overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?) {
        self.title = title
        self.contentTypes = contentTypes
        self.actions = actions
        self.background = background
        self.backgroundAccessory = backgroundAccessory
        self.overlayAccessory = overlayAccessory
    }

    @MainActor @preconcurrency public var body: some View {
        DocumentLaunchScreen(title: title, actions: AnyView(actions), background: background,
                             backgroundAccessory: backgroundAccessory, overlayAccessory: overlayAccessory)
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B: ShapeStyle>(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init<B: ShapeStyle>(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init<B: ShapeStyle>(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B: ShapeStyle>(
        _ title: Text? = nil,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B: ShapeStyle>(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    public init<B: ShapeStyle>(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    public init<B: ShapeStyle>(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    public init<B: ShapeStyle>(
        _ title: LocalizedStringKey,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: nil,
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init<B: ShapeStyle>(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init<B: ShapeStyle>(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    @_disfavoredOverload
    public init<B: ShapeStyle>(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    @_disfavoredOverload
    public init<B: ShapeStyle>(
        _ title: some StringProtocol,
        for contentTypes: [UTType],
        backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), contentTypes: contentTypes, actions: actions(),
                  background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
}
