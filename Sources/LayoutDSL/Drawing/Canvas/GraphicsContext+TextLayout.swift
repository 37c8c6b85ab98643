extension GraphicsContext {
    /// Draws a line of a `Text.Layout` where its `origin` puts it, in the glyphs' own colours,
    /// with the context's transform, clip, opacity, filters and blend mode
    /// (https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:options:)-4k4q4).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        draw(line.source, ShapedTextSelection(line: line.index), offset: line.offset, options: options)
    }

    /// Draws a run of a line, where its line's `origin` puts it.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(run.source, ShapedTextSelection(line: run.line, run: run.index), offset: run.offset, options: options)
    }

    /// Draws some glyphs of a run (one glyph, for a run's elements), with the underline or
    /// strikethrough under them.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        draw(run.source, ShapedTextSelection(line: run.line, run: run.index, glyphs: slice.indices), offset: run.offset,
             options: options)
    }

    private func draw(_ source: Text.Layout.Source, _ selection: ShapedTextSelection, offset: CGSize,
                      options: Text.Layout.DrawingOptions) {
        var selection = selection
        selection.quantized = !options.contains(.disablesSubpixelQuantization)
        guard let shaped = source.shaped.drawing(selection) else { return }
        append(.group(DisplayGroup(items: [.text(shaped)], transform: CGAffineTransform(translationX: offset.width, y: offset.height))))
    }
}
