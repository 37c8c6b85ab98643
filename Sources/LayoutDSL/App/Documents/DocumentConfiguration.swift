/// The document a view of a document-based app shows (Apple's documentation of
/// `DocumentConfiguration`): its file and whether it can be edited. A render opens no documents,
/// so `EnvironmentValues.documentConfiguration` is nil, as outside a document's scene.
public struct DocumentConfiguration {
    public var fileURL: URL? { storedFileURL }
    public var isEditable: Bool { storedIsEditable }
    let storedFileURL: URL?
    let storedIsEditable: Bool
}

extension EnvironmentValues {
    public var documentConfiguration: DocumentConfiguration? { nil }
}
