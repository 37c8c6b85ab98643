/// The operation a drop delegate proposes while a drag moves over its view (Apple's
/// documentation of `DropProposal`).
public struct DropProposal: Sendable {
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}
