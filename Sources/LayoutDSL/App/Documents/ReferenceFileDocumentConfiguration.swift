/// What a document group's editor is given for an object document (Apple's documentation of
/// `ReferenceFileDocumentConfiguration`): the observed document, its file and whether it can be
/// edited.
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    /// The document's file; nil for a new document not saved yet.
    public var fileURL: URL?
    /// False for a group that views documents (`DocumentGroup(viewing:viewer:)`).
    public var isEditable: Bool

    init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
