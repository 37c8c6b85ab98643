/// Who may receive an item's representation (CoreTransferable's `TransferRepresentationVisibility`):
/// a render has no other process, so every visibility transfers the same within it.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    private let kind: Int
    public static let all = TransferRepresentationVisibility(kind: 0)
    public static let team = TransferRepresentationVisibility(kind: 1)
    public static let group = TransferRepresentationVisibility(kind: 2)
    public static let ownProcess = TransferRepresentationVisibility(kind: 3)
}

/// A representation with an exporting condition, a suggested file name or a visibility: its
/// conversions, changed.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Item = Base.Item
    public typealias Body = Never
    let conversions: [TransferConversion<Base.Item>]
    func primitiveConversions<I: Transferable>(_ item: I.Type) -> [TransferConversion<I>] { conversions as? [TransferConversion<I>] ?? [] }
}

/// What `exportingCondition(_:)` makes, by Apple's name.
public typealias _ConditionalTransferRepresentation<Base: TransferRepresentation> = _ModifiedTransferRepresentation<Base>

extension TransferRepresentation {
    /// Exports the item only when `condition` holds for it; importing is unchanged.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(conversions: conversionsOfSelf.map { conversion in
            var conversion = conversion
            let previous = conversion.isExportable
            conversion.isExportable = { previous($0) && condition($0) }
            return conversion
        })
    }

    /// The name a receiver gives the file it saves.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        suggestedFileName { _ in fileName }
    }

    /// The name a receiver gives the file it saves, from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(conversions: conversionsOfSelf.map { conversion in
            var conversion = conversion
            conversion.suggestedFileName = fileName
            return conversion
        })
    }

    /// Who may receive the representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(conversions: conversionsOfSelf)
    }
}
