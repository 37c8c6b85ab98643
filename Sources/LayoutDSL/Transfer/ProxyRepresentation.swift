import Foundation
import UniformTypeIdentifiers

/// An item carried as another transferable (CoreTransferable's `ProxyRepresentation`):
/// `ProxyRepresentation(exporting: \.url)` sends a bookmark as its URL, with the URL's own
/// representations.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation {
    public typealias Body = Never
    let conversions: [TransferConversion<Item>]

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        conversions = Self.proxied(exporting: exporting, importing: importing)
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        conversions = Self.proxied(exporting: exporting, importing: nil)
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        conversions = Self.proxied(exporting: nil, importing: importing)
    }

    /// The proxy's conversions, each through the proxy.
    private static func proxied(exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?,
                                importing: (@Sendable (ProxyRepresentation) async throws -> Item)?) -> [TransferConversion<Item>] {
        ProxyRepresentation.conversions.map { proxy in
            var export: (@Sendable (Item) async throws -> Data)?
            if let exporting, let proxyExport = proxy.export {
                export = { item in try await proxyExport(try await exporting(item)) }
            }
            var read: (@Sendable (Data, UTType) async throws -> Item)?
            if let importing, let proxyImport = proxy.import {
                read = { data, type in try await importing(try await proxyImport(data, type)) }
            }
            return TransferConversion(exportedTypes: export == nil ? [] : proxy.exportedTypes,
                                      importedTypes: read == nil ? [] : proxy.importedTypes, export: export, import: read)
        }
    }

    func primitiveConversions<I: Transferable>(_ item: I.Type) -> [TransferConversion<I>] { conversions as? [TransferConversion<I>] ?? [] }
}
