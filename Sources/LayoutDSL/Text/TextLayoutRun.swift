extension Text.Layout {
    /// The glyphs of one line in one style and one direction
    /// (https://developer.apple.com/documentation/swiftui/text/layout/run); each element is a
    /// slice of one glyph. Its custom attributes (`Text.customAttribute(_:)`) are read by type.
    public struct Run: RandomAccessCollection, Equatable {
        let source: Source
        let line: Int
        let index: Int
        /// Its line's move from where the engine placed it (`Line.origin`).
        let offset: CGSize

        init(line: Line, index: Int) {
            source = line.source; self.line = line.index; self.index = index; offset = line.offset
        }

        var geometry: ShapedTextRun { source.lines[line].runs[index] }
        var baseline: CGFloat { source.lines[line].origin.y + offset.height }

        public var layoutDirection: LayoutDirection { geometry.isRightToLeft ? .rightToLeft : .leftToRight }
        public var typographicBounds: Text.Layout.TypographicBounds { bounds(of: geometry.glyphs.indices) }
        public var characterIndices: [Text.Layout.CharacterIndex] { geometry.glyphs.map { Text.Layout.CharacterIndex($0.characterIndex) } }
        public var startIndex: Int { 0 }
        public var endIndex: Int { geometry.glyphs.count }
        public subscript(index: Int) -> Text.Layout.RunSlice { Text.Layout.RunSlice(run: self, indices: index..<(index + 1)) }
        public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { Text.Layout.RunSlice(run: self, indices: bounds) }
        public subscript<T: TextAttribute>(key: T.Type) -> T? {
            let styled = geometry.styledRun
            return source.attributes.indices.contains(styled) ? source.attributes[styled][T.self] : nil
        }

        /// The bounds of some of its glyphs: from the first one's pen, as wide as their advances,
        /// the run's ascent, descent and leading.
        func bounds(of glyphs: Range<Int>) -> Text.Layout.TypographicBounds {
            let run = geometry
            let kept = glyphs.clamped(to: run.glyphs.indices)
            let x = kept.isEmpty ? (run.glyphs.last.map { $0.x + $0.advance } ?? 0) : run.glyphs[kept.lowerBound].x
            return Text.Layout.TypographicBounds(origin: CGPoint(x: x + offset.width, y: baseline),
                                                 width: run.glyphs[kept].reduce(0) { $0 + $1.advance },
                                                 ascent: run.ascent, descent: run.descent, leading: run.leading)
        }

        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.source == rhs.source && lhs.line == rhs.line && lhs.index == rhs.index && lhs.offset == rhs.offset
        }
    }
}
