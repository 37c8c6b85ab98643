import Foundation
import UniformTypeIdentifiers

/// An item as a file (CoreTransferable's `FileRepresentation`): exported, the file's contents;
/// imported, the data written to a temporary file the importer reads, as a receiver gets a copy.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let conversion: TransferConversion<Item>

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        conversion = TransferConversion(exportedTypes: [contentType], importedTypes: [contentType],
                                        export: Self.export(exporting), import: Self.import(importing))
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        conversion = TransferConversion(exportedTypes: [exportedContentType], importedTypes: [], export: Self.export(exporting),
                                        import: nil)
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        conversion = TransferConversion(exportedTypes: [], importedTypes: [importedContentType], export: nil,
                                        import: Self.import(importing))
    }

    private static func export(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
        -> @Sendable (Item) async throws -> Data {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    private static func `import`(_ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item)
        -> @Sendable (Data, UTType) async throws -> Item {
        { data, type in
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("transfer-\(UUID().uuidString)")
                .appendingPathExtension(type.preferredFilenameExtension ?? "data")
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }

    func primitiveConversions<I: Transferable>(_ item: I.Type) -> [TransferConversion<I>] { [conversion] as? [TransferConversion<I>] ?? [] }
}
