extension GraphicsContext {
    /// An image fixed in the context's environment: its bitmap for the display scale, or its
    /// symbol at the environment's font.
    public struct ResolvedImage {
        let sizing: any ImageSizing
        /// Fills a symbol or a template image; `.foreground` keeps what the image resolved to.
        public var shading: Shading = .foreground
        /// The image's ideal size in points.
        public var size: CGSize { sizing.ideal }
        /// The text baseline of a symbol (from its top), else the image's bottom.
        public var baseline: CGFloat {
            (sizing as? SymbolBehavior).map { $0.ideal.height / 2 + $0.pointSize * SymbolBehavior.capHeight / 2 } ?? size.height
        }
    }

    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(sizing: image.resolve(in: environment, warn: recording.shared.warn))
    }

    /// Draws the image stretched to the rectangle.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        var items = image.sizing.display(size: rect.size).content
        if !image.shading.isForeground, let paint = image.shading.resolve(environment, CGRect(size: rect.size), recording.shared.size) {
            var filled = DisplayGroup(items: [.fill(Path(CGRect(size: rect.size)), FillStyle(), paint)])
            filled.clips = [.layer(items, opacity: 1, inverse: false)]
            items = [.group(filled)]
        }
        append(.group(DisplayGroup(items: items, transform: CGAffineTransform(translationX: rect.minX, y: rect.minY))))
    }

    /// Draws the image at its size with `anchor` of its bounds at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                               width: size.width, height: size.height))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
}
