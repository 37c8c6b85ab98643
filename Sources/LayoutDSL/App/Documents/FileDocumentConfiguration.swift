/// What a document group's editor is given for a value document (Apple's documentation of
/// `FileDocumentConfiguration`): a binding to the document, which edits change, its file and
/// whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    /// The document's file; nil for a new document not saved yet.
    public var fileURL: URL?
    /// False for a group that views documents (`DocumentGroup(viewing:viewer:)`).
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
