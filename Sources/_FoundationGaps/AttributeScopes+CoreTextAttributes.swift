import Foundation

extension AttributeScopes {
    /// Core Text's paragraph attributes as Swift attributes (iOS 26): "not an `AttributeScope`, but
    /// merely a namespace for `AttributedStringKey`s that describe CoreText concepts", which other
    /// frameworks put in their scopes (SwiftUI's `alignment` and `lineHeight`)
    /// (https://developer.apple.com/documentation/foundation/attributescopes/coretextattributes).
    public struct CoreTextAttributes {
        /// A paragraph's line height: one value for the whole paragraph, so a run boundary falls at
        /// every paragraph boundary and a paragraph takes the value of its first character.
        @frozen public enum LineHeightAttribute: CodableAttributedStringKey {
            public typealias Value = AttributedString.LineHeight
            public static let name = "CTLineHeight"
            public static var runBoundaries: AttributedString.AttributeRunBoundaries? { .paragraph }
        }
        /// A paragraph's explicit horizontal alignment, one value for the whole paragraph.
        @frozen public enum TextAlignmentAttribute: CodableAttributedStringKey {
            public typealias Value = AttributedString.TextAlignment
            public static let name = "CTTextAlignment"
            public static var runBoundaries: AttributedString.AttributeRunBoundaries? { .paragraph }
        }
    }
}
