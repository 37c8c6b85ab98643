import Foundation

/// A selection in attributed text (SwiftUI's `AttributedTextSelection` of iOS 26): an insertion
/// point, by default at the end of the text, or a range of characters. The editor drawn here shows
/// no caret or highlight for it, and never changes it.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct AttributedTextSelection: Sendable {
    enum Kind: Sendable {
        case end
        case insertionPoint(AttributedString.Index, typingAttributes: AttributeContainer?)
        case range(Range<AttributedString.Index>)
    }
    let kind: Kind

    /// An insertion point at the end of the text.
    public init() { kind = .end }

    /// A selection of the characters in `range`.
    public init(range: Range<AttributedString.Index>) { kind = .range(range) }

    /// An insertion point at `insertionPoint`, the next characters typed taking `typingAttributes`.
    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        kind = .insertionPoint(insertionPoint, typingAttributes: typingAttributes)
    }
}
