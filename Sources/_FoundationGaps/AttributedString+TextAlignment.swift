import Foundation

extension AttributedString {
    /// The explicit horizontal alignment of a paragraph's lines within its container (Apple's
    /// `AttributedString.TextAlignment`, iOS 26, declared by Core Text's overlay of Foundation):
    /// "Alignment defines the horizontal position of each line within its container"
    /// (https://developer.apple.com/documentation/foundation/attributedstring/textalignment). Left
    /// and right are visual: they do not follow the writing direction.
    public enum TextAlignment: Hashable, Sendable, Codable, CaseIterable {
        case left
        case right
        case center
    }
}
