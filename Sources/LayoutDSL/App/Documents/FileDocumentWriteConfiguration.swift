/// What a document is written as (Apple's documentation of `FileDocumentWriteConfiguration`):
/// the content type to save and the file already on disk, if any, whose unchanged parts a
/// document may reuse.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
