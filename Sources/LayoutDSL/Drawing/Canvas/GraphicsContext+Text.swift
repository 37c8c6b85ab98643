extension GraphicsContext {
    /// Text fixed in the context's environment (fonts, colours, Dynamic Type), measured and drawn
    /// with the engine text views use.
    public struct ResolvedText {
        let styled: StyledText
        let options: TextLayoutOptions
        let measurer: TextMeasuring?
        /// What the glyphs are filled with: `.foreground` keeps the colours the text resolved to.
        public var shading: Shading = .foreground

        func layout(width: CGFloat?, height: CGFloat?) -> ShapedText? {
            measurer?.layout(styled, width: width, height: height, options: options)
        }

        /// The size the text takes when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            layout(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil)?.size ?? .zero
        }
        /// The first line's baseline from the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            layout(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil)?.firstBaseline ?? 0
        }
        public func lastBaseline(in size: CGSize) -> CGFloat {
            layout(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil)?.lastBaseline ?? 0
        }
    }

    public func resolve(_ text: Text) -> ResolvedText {
        if environment.textMeasurer == nil {
            recording.shared.warn("Text in a Canvas has no text engine in its environment; it draws nothing")
        }
        return ResolvedText(styled: text.styled(in: environment), options: TextLayoutOptions(environment),
                            measurer: environment.textMeasurer)
    }

    /// Draws the text at its ideal size (each paragraph one line) with `anchor` of its bounds at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let shaped = text.layout(width: nil, height: nil) else { return }
        let origin = CGPoint(x: point.x - anchor.x * shaped.size.width, y: point.y - anchor.y * shaped.size.height)
        draw(shaped, of: text, at: origin)
    }

    /// Draws the text laid out in the rectangle (wrapping to its width), from its top leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard let shaped = text.layout(width: rect.width, height: rect.height) else { return }
        draw(shaped, of: text, at: rect.origin)
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Glyphs in their own colours, or, with another shading, the shading filled through the
    /// glyphs' coverage (so a gradient runs across the whole text).
    private func draw(_ shaped: ShapedText, of text: ResolvedText, at origin: CGPoint) {
        let glyphs = DisplayItem.group(DisplayGroup(items: [.text(shaped)],
                                                    transform: CGAffineTransform(translationX: origin.x, y: origin.y)))
        let bounds = CGRect(origin: origin, size: shaped.size)
        guard !text.shading.isForeground, let paint = text.shading.resolve(environment, bounds, recording.shared.size) else {
            append(glyphs)
            return
        }
        var filled = DisplayGroup(items: [.fill(Path(bounds), FillStyle(), paint)])
        filled.clips = [.layer([glyphs], opacity: 1, inverse: false)]
        append(.group(filled))
    }
}
