/// A document of a document-based app, held as an observable object (Apple's documentation of
/// `ReferenceFileDocument`): it is saved from a snapshot taken of it, so editing continues while
/// the snapshot is written. A `DocumentGroup` keeps the object in its window's state; the editor
/// observes it.
@preconcurrency public protocol ReferenceFileDocument: ObservableObject, Sendable {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    /// The types it saves as; the types it reads unless given.
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    typealias ReadConfiguration = FileDocumentReadConfiguration
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
