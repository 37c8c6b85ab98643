import Foundation
import UniformTypeIdentifiers

/// What can be shared, dragged, copied or pasted (CoreTransferable's `Transferable`, which SwiftUI
/// re-exports; Apple's documentation): a type describes how it travels as its
/// `transferRepresentation`, built of representations (`CodableRepresentation`,
/// `DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`). A render transfers
/// nothing; `exported(as:)` and `init(importing:contentType:)` run the representations as a
/// transfer would, the first one that handles the content type winning, as Apple orders them.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of moving an item (CoreTransferable's `TransferRepresentation`): a built-in one, or a
/// composition of them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// A representation with no body: it lists its conversions itself.
protocol PrimitiveTransferRepresentation {
    func primitiveConversions<Item: Transferable>(_ item: Item.Type) -> [TransferConversion<Item>]
}

extension Never: TransferRepresentation {
    public typealias Item = Never
}

extension TransferRepresentation where Body == Never {
    /// A built-in representation has no body: it lists its conversions itself.
    public var body: Never { fatalError("a built-in transfer representation has no body") }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError() }
}

/// One conversion of a representation: the content types it exports and imports, and how.
struct TransferConversion<Item: Transferable>: Sendable {
    var exportedTypes: [UTType]
    var importedTypes: [UTType]
    var export: (@Sendable (Item) async throws -> Data)?
    var `import`: (@Sendable (Data, UTType) async throws -> Item)?
    var suggestedFileName: (@Sendable (Item) -> String?)? = nil
    var isExportable: @Sendable (Item) -> Bool = { _ in true }
}

/// What a transfer of an item fails with: no representation handles the content type asked for.
public struct TransferableUnsupportedContentTypeError: Error, Sendable, CustomStringConvertible {
    public let contentType: UTType
    public var description: String { "No representation exports or imports \(contentType.identifier)" }
}

extension Transferable {
    /// The item's conversions, in the order its representations declare them.
    static var conversions: [TransferConversion<Self>] {
        transferRepresentation.conversionsOfSelf as? [TransferConversion<Self>] ?? []
    }

    /// The item's data as `contentType`, from the first representation that exports it.
    public func exported(as contentType: UTType) async throws -> Data {
        for conversion in Self.conversions where conversion.isExportable(self) {
            guard let export = conversion.export,
                  conversion.exportedTypes.contains(where: { contentType.conforms(to: $0) }) else { continue }
            return try await export(self)
        }
        throw TransferableUnsupportedContentTypeError(contentType: contentType)
    }

    /// The item `data` of `contentType` holds, from the first representation that imports it (any
    /// content type when nil).
    public init(importing data: Data, contentType: UTType?) async throws {
        for conversion in Self.conversions {
            guard let importer = conversion.import else { continue }
            let type = contentType ?? conversion.importedTypes.first ?? .data
            guard conversion.importedTypes.contains(where: { type.conforms(to: $0) }) else { continue }
            self = try await importer(data, type)
            return
        }
        throw TransferableUnsupportedContentTypeError(contentType: contentType ?? .data)
    }

    /// The content types the item exports to, in order.
    public static var exportedContentTypes: [UTType] { conversions.flatMap(\.exportedTypes) }
    /// The content types the item imports from, in order.
    public static var importedContentTypes: [UTType] { conversions.flatMap(\.importedTypes) }
}

extension TransferRepresentation {
    /// The conversions this representation offers, in order: a built-in one's own, a
    /// composition's its body's.
    var conversionsOfSelf: [TransferConversion<Item>] {
        if let primitive = self as? any PrimitiveTransferRepresentation { return primitive.primitiveConversions(Item.self) }
        return body.conversionsOfSelf as? [TransferConversion<Item>] ?? []
    }
}

// The system's transferable types, as CoreTransferable and SwiftUI declare them: text as UTF-8
// plain text, a URL as its URL type, data as data, attributed text as its plain characters. An
// `Image` offers no representation here: its pixels are the renderer's, which this module does
// not hold, so exporting one fails as an unsupported content type would.
extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { String(decoding: $0, as: UTF8.self) }
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                throw TransferableUnsupportedContentTypeError(contentType: .url)
            }
            return url
        }
    }
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: DataRepresentation<AttributedString> {
        DataRepresentation(contentType: .utf8PlainText) { Data(String($0.characters).utf8) } importing: {
            AttributedString(String(decoding: $0, as: UTF8.self))
        }
    }
}

extension Image: Transferable {
    public static var transferRepresentation: TupleTransferRepresentation<Image, ()> {
        TupleTransferRepresentation(value: (), conversions: [])
    }
}
