/// A button that opens the share sheet for its items (SwiftUI's `ShareLink`): a `Button` in the
/// environment's button style whose label is, by default, `square.and.arrow.up` with "Share" or
/// the given title (`DefaultShareLinkLabel`). A tap opens the share sheet (`ShareSheet`), whose
/// header shows the first item or its `SharePreview`; the subject and message go to the apps
/// that take them, which are not here.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    private let label: Label
    private let item: ShareSheetItem
    @State private var isPresented = false

    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where PreviewImage == Never, PreviewIcon == Never {
        self.label = label()
        item = ShareSheetItem(first: items.first, count: items.count, previewTitle: nil, previewImage: nil)
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
        let shown = items.first.map(preview)
        item = ShareSheetItem(first: items.first, count: items.count, previewTitle: shown?.title,
                              previewImage: (shown?.image as? Image) ?? (shown?.icon as? Image))
    }

    public var body: some View {
        Button { isPresented = true } label: { label }
            .sheet(isPresented: $isPresented) { ShareSheet(item: item) }
    }
}

/// ShareLink's label when none is given: "Share" (or the link's title) with the share symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View { LayoutDSL.Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title: title) }
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(titleKey)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(title)) }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I> {
        self.init(titleKey, items: CollectionOfOne(item), subject: subject, message: message)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message)
    }
}

extension ShareLink {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                                 @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title: Text("Share")) }
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title: title) }
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(Text(titleKey), items: items, subject: subject, message: message, preview: preview)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                                   preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(Text(title), items: items, subject: subject, message: message, preview: preview)
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(Text("Share"), item: item, subject: subject, message: message, preview: preview)
    }

    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview })
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(Text(titleKey), item: item, subject: subject, message: message, preview: preview)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                    preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(Text(title), item: item, subject: subject, message: message, preview: preview)
    }
}
