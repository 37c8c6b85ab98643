extension Text.Layout {
    /// Some glyphs of a run (https://developer.apple.com/documentation/swiftui/text/layout/runslice):
    /// a run's elements are slices of one glyph each, which a renderer draws one by one to move,
    /// fade or blur each glyph on its own.
    public struct RunSlice: RandomAccessCollection, Equatable {
        public var run: Text.Layout.Run
        public var indices: Range<Int>

        public init(run: Text.Layout.Run, indices: Range<Int>) { self.run = run; self.indices = indices }

        public var typographicBounds: Text.Layout.TypographicBounds { run.bounds(of: indices) }
        public var characterIndices: [Text.Layout.CharacterIndex] {
            let glyphs = run.geometry.glyphs
            return glyphs[indices.clamped(to: glyphs.indices)].map { Text.Layout.CharacterIndex($0.characterIndex) }
        }
        public var startIndex: Int { indices.lowerBound }
        public var endIndex: Int { indices.upperBound }
        public subscript(index: Int) -> Text.Layout.RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
        public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { RunSlice(run: run, indices: bounds) }
        public subscript<T: TextAttribute>(key: T.Type) -> T? { run[T.self] }
    }
}
