/// The button that creates a new document in a document-based app's launch view (Apple's
/// documentation of `NewDocumentButton`), titled "Create Document" unless given a title, as
/// `DefaultDocumentGroupLaunchActions`' button is. It draws as a `Button` in the environment's
/// button style. There is no document browser here to create a document in, so tapping it does
/// nothing, and the document or URL a `prepareDocument` closure would make is never asked for.
public struct NewDocumentButton<Label: View>: View {
    let label: Label

    public var body: some View { Button(action: {}) { label } }
}

extension NewDocumentButton where Label == Text {
    /// The button's title when none is given.
    static var defaultTitle: Text { Text("Create Document") }

    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.label = label ?? Self.defaultTitle
    }

    public init(_ title: LocalizedStringKey, contentType: UTType? = nil) {
        self.label = Text(title)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, contentType: UTType? = nil) {
        self.label = Text(title)
    }

    public init(_ label: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = label ?? Self.defaultTitle
    }

    public init(_ title: LocalizedStringKey, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = Text(title)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = Text(title)
    }

    public init<D: FileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = label ?? Self.defaultTitle
    }

    public init<D: ReferenceFileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                          prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = label ?? Self.defaultTitle
    }

    public init<D: FileDocument>(_ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = Text(title)
    }

    public init<D: ReferenceFileDocument>(_ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                          prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = Text(title)
    }

    @_disfavoredOverload
    public init<D: FileDocument>(_ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = Text(title)
    }

    @_disfavoredOverload
    public init<D: ReferenceFileDocument>(_ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                          prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = Text(title)
    }
}
