/// The operation a drop delegate proposes while a drag moves over its view (Apple's
/// documentation of `DropProposal`); since iOS 26 it may propose another for a drag that came
/// from another app.
public struct DropProposal: Sendable, CustomDebugStringConvertible {
    public let operation: DropOperation
    /// The operation for a drag from outside the app; nil proposes `operation` for every drag.
    public let operationOutsideApplication: DropOperation?

    public init(operation: DropOperation) {
        self.operation = operation
        operationOutsideApplication = nil
    }

    public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
        operation = withinApplication
        operationOutsideApplication = outsideApplication
    }

    public var debugDescription: String {
        "DropProposal(operation: .\(operation)" + (operationOutsideApplication.map { ", outsideApplication: .\($0)" } ?? "") + ")"
    }
}
