/// A document of a document-based app, held as a value (Apple's documentation of
/// `FileDocument`): the content types it reads and writes, how it is made from a file and how it
/// makes one. A `DocumentGroup` keeps the document in its window's state and hands the editor a
/// binding to it.
@preconcurrency public protocol FileDocument: Sendable {
    static var readableContentTypes: [UTType] { get }
    /// The types it saves as; the types it reads unless given.
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    typealias ReadConfiguration = FileDocumentReadConfiguration
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
