import Foundation

/// A file an item is exported as (CoreTransferable's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an item is imported from (CoreTransferable's `ReceivedTransferredFile`): a copy, unless
/// the receiver opened the original in place.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}
