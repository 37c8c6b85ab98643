import Foundation
import UniformTypeIdentifiers

/// An item as data of one content type (CoreTransferable's `DataRepresentation`).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let conversion: TransferConversion<Item>

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        conversion = TransferConversion(exportedTypes: [contentType], importedTypes: [contentType],
                                        export: exporting, import: { data, _ in try await importing(data) })
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        conversion = TransferConversion(exportedTypes: [exportedContentType], importedTypes: [], export: exporting, import: nil)
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        conversion = TransferConversion(exportedTypes: [], importedTypes: [importedContentType], export: nil,
                                        import: { data, _ in try await importing(data) })
    }

    func primitiveConversions<I: Transferable>(_ item: I.Type) -> [TransferConversion<I>] { [conversion] as? [TransferConversion<I>] ?? [] }
}

/// An item as its `Codable` encoding (CoreTransferable's `CodableRepresentation`): JSON unless
/// given other coders.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation, PrimitiveTransferRepresentation, @unchecked Sendable where Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let conversion: TransferConversion<Item>

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        nonisolated(unsafe) let encoder = encoder, decoder = decoder
        conversion = TransferConversion(exportedTypes: [contentType], importedTypes: [contentType],
                                        export: { try encoder.encode($0) },
                                        import: { data, _ in try decoder.decode(Item.self, from: data) })
    }

    func primitiveConversions<I: Transferable>(_ item: I.Type) -> [TransferConversion<I>] { [conversion] as? [TransferConversion<I>] ?? [] }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}
