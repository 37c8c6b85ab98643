extension Text.Layout {
    /// One line of a text view: its runs, left to right
    /// (https://developer.apple.com/documentation/swiftui/text/layout/line). Setting `origin`
    /// moves the line, its runs and slices with it, where `GraphicsContext.draw(_:options:)` draws them.
    public struct Line: RandomAccessCollection, Equatable {
        let source: Source
        let index: Int
        /// The left end of its baseline in the text view's space.
        public var origin: CGPoint

        init(source: Source, index: Int) {
            self.source = source; self.index = index
            origin = source.lines[index].origin
        }

        var geometry: ShapedTextLine { source.lines[index] }
        /// How far `origin` moved the line from where the engine placed it.
        var offset: CGSize { CGSize(width: origin.x - geometry.origin.x, height: origin.y - geometry.origin.y) }

        public var typographicBounds: Text.Layout.TypographicBounds {
            let line = geometry
            return Text.Layout.TypographicBounds(origin: origin, width: line.width, ascent: line.ascent, descent: line.descent,
                                                 leading: line.leading)
        }
        public var startIndex: Int { 0 }
        public var endIndex: Int { geometry.runs.count }
        public subscript(index: Int) -> Text.Layout.Run { Text.Layout.Run(line: self, index: index) }

        public static func == (lhs: Line, rhs: Line) -> Bool {
            lhs.source == rhs.source && lhs.index == rhs.index && lhs.origin == rhs.origin
        }
    }
}
