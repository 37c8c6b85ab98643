/// Composes representations (CoreTransferable's `TransferRepresentationBuilder`): each statement
/// a representation of the item, in the order a transfer tries them.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item { content }
    public static func buildBlock<each Content: TransferRepresentation>(
        _ content: repeat each Content
    ) -> TupleTransferRepresentation<Item, (repeat each Content)> {
        var conversions: [TransferConversion<Item>] = []
        for representation in repeat each content {
            conversions += representation.conversionsOfSelf as? [TransferConversion<Item>] ?? []
        }
        return TupleTransferRepresentation(value: (repeat each content), conversions: conversions)
    }
}

/// Representations listed one after another in a builder (CoreTransferable's
/// `TupleTransferRepresentation`).
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, PrimitiveTransferRepresentation,
    @unchecked Sendable {
    public typealias Body = Never
    let value: Value
    let conversions: [TransferConversion<Item>]
    func primitiveConversions<I: Transferable>(_ item: I.Type) -> [TransferConversion<I>] { conversions as? [TransferConversion<I>] ?? [] }
}
