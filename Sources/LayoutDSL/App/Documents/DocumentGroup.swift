/// The scene of a document-based app (Apple's documentation of `DocumentGroup`): on iOS it opens
/// on the document browser, and each document it opens shows in a window with the group's
/// editor or viewer.
///
/// Nothing launches an app here, so the group keeps the window a new document opens in: an
/// editing group's `window` is its editor given a new document from `newDocument`, kept in
/// the window's state (a value document behind a binding the editor changes, an object
/// document observed), with no file yet and editable, as iOS shows a document just created. A
/// viewing group creates no documents and there are no files to open, so it has no window.
public struct DocumentGroup<Document, Content: View>: PrimitiveScene {
    /// The types of the documents the group opens.
    let readableContentTypes: [UTType]
    /// The window of a new document; nil for a viewing group.
    let window: AnyView?
}

extension DocumentGroup where Document: FileDocument {
    @preconcurrency nonisolated public init(
        newDocument: @autoclosure @escaping @Sendable () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        self.init(readableContentTypes: Document.readableContentTypes,
                  window: AnyView(FileDocumentWindow(document: newDocument(), editor: editor)))
    }

    nonisolated public init(viewing documentType: Document.Type,
                            @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.init(readableContentTypes: Document.readableContentTypes, window: nil)
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    @preconcurrency nonisolated public init(
        newDocument: @escaping @Sendable () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        self.init(readableContentTypes: Document.readableContentTypes,
                  window: AnyView(ReferenceFileDocumentWindow(document: newDocument(), editor: editor)))
    }

    nonisolated public init(viewing documentType: Document.Type,
                            @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init(readableContentTypes: Document.readableContentTypes, window: nil)
    }
}

/// A value document's window: the document in the window's state, the editor given a binding.
struct FileDocumentWindow<Document: FileDocument, Content: View> {
    @State var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    var body: some View { editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true)) }
}

extension FileDocumentWindow: View {}

/// An object document's window: the object in the window's state, observed by the editor.
nonisolated struct ReferenceFileDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject var document: Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(document: @autoclosure @escaping () -> Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = StateObject(wrappedValue: document())
        self.editor = editor
    }

    @MainActor var body: some View { editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true)) }
}
