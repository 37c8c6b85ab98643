/// What a document is read from (Apple's documentation of `FileDocumentReadConfiguration`): the
/// file's content type and its contents.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}
