extension Text.Layout {
    /// The index of a glyph's character in the text: opaque, for ordering glyphs
    /// (https://developer.apple.com/documentation/swiftui/text/layout/characterindex). Here it is
    /// the character's UTF-8 offset in the text's string, the cluster HarfBuzz reports.
    @frozen public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
        @usableFromInline var offset: Int
        init(_ offset: Int) { self.offset = offset }

        public typealias Stride = Int
        public static func < (lhs: Text.Layout.CharacterIndex, rhs: Text.Layout.CharacterIndex) -> Bool { lhs.offset < rhs.offset }
        public func advanced(by n: Int) -> Text.Layout.CharacterIndex { CharacterIndex(offset + n) }
        public func distance(to other: Text.Layout.CharacterIndex) -> Int { other.offset - offset }
    }
}
