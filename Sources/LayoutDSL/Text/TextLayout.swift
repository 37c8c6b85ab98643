extension Text {
    /// A text view's lines as the text engine laid them out, handed to a `TextRenderer`'s
    /// `draw(layout:in:)` and published under `Text.LayoutKey`
    /// (https://developer.apple.com/documentation/swiftui/text/layout). Its geometry is the
    /// engine's own (HarfBuzz's advances, the lines it broke, their baselines), in the text
    /// view's space, so a renderer that draws every line where it stands draws the text unchanged.
    public struct Layout: RandomAccessCollection, Equatable {
        let source: Source
        init(_ shaped: ShapedText, attributes: [TextAttributes]) { source = Source(shaped: shaped, attributes: attributes) }

        /// Whether the engine dropped lines or shortened the last one to fit.
        public var isTruncated: Bool { source.shaped.isTruncated }
        public var startIndex: Int { 0 }
        public var endIndex: Int { source.lines.count }
        public subscript(index: Int) -> Line { Line(source: source, index: index) }

        /// What every line, run and slice of one layout refers to: the engine's result (which
        /// draws any part of itself) and the custom attributes of each of the text's style runs.
        struct Source: Equatable {
            let shaped: ShapedText
            let attributes: [TextAttributes]
            var lines: [ShapedTextLine] { shaped.lines }
            static func == (lhs: Source, rhs: Source) -> Bool { lhs.shaped === rhs.shaped && lhs.attributes == rhs.attributes }
        }
    }
}
