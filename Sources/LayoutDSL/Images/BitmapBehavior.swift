/// A decoded image: drawn whole into its frame, or, when resizable with cap insets or tiling,
/// in nine slices as UIKit's `resizableImage(withCapInsets:resizingMode:)` draws them: the
/// corners at their size, the edges stretched (or tiled) along their length, the middle both
/// ways. A template image fills its alpha with the foreground style.
struct BitmapBehavior: ImageSizing {
    let image: LoadedImage
    let resizable: Bool
    let capInsets: EdgeInsets
    let resizingMode: Image.ResizingMode
    let interpolation: Image.Interpolation
    /// The paint a template image is filled with, through its alpha.
    let template: Paint?
    var ideal: CGSize { image.size }

    /// More tiles than this along one axis stretch instead: a one-point image tiled over a
    /// screen would be tens of thousands of draws.
    static let maximumTiles = 256

    func display(size: CGSize) -> NodeDisplay {
        let sliced = resizable && (capInsets != EdgeInsets() || resizingMode == .tile)
        let drawn: [DisplayItem] = sliced ? slices(in: size) : [.image(image, CGRect(size: size), interpolation)]
        guard let template else { return NodeDisplay(content: drawn) }
        var group = DisplayGroup(items: [.fill(Path(CGRect(size: size)), FillStyle(), template)])
        group.clips = [.layer(drawn, opacity: 1, inverse: false)]
        return NodeDisplay(content: [.group(group)])
    }

    /// Each slice is the whole image, scaled and placed so that its part lands on the slice's
    /// rectangle, clipped to it (without antialiasing, so neighbouring slices meet seamlessly).
    private func slices(in size: CGSize) -> [DisplayItem] {
        let tiles = resizingMode == .tile
        let columns = Self.spans(image: image.size.width, frame: size.width, lead: capInsets.leading, trail: capInsets.trailing, tile: tiles)
        let rows = Self.spans(image: image.size.height, frame: size.height, lead: capInsets.top, trail: capInsets.bottom, tile: tiles)
        var items: [DisplayItem] = []
        for row in rows {
            for column in columns {
                var group = DisplayGroup(items: [.image(image, CGRect(x: column.origin, y: row.origin, width: image.size.width * column.scale,
                                                                      height: image.size.height * row.scale), interpolation)])
                let slice = CGRect(x: column.start, y: row.start, width: column.end - column.start, height: row.end - row.start)
                group.clips = [.shape(ClipShape(path: Path(slice), style: FillStyle(antialiased: false)), inverse: false)]
                items.append(.group(group))
            }
        }
        return items
    }

    /// Along one axis: where the image is drawn (origin, scale) for each stretch of the frame
    /// (start…end). Caps keep their length unless the frame is shorter than both, when they
    /// shrink in proportion; the middle stretches or repeats at its length.
    struct Span: Equatable { var start: CGFloat, end: CGFloat, origin: CGFloat, scale: CGFloat }

    static func spans(image: CGFloat, frame: CGFloat, lead: CGFloat, trail: CGFloat, tile: Bool) -> [Span] {
        guard image > 0, frame > 0 else { return [] }
        let lead = min(max(lead, 0), image), trail = min(max(trail, 0), image - lead)
        let middle = image - lead - trail
        let shrink = lead + trail > frame ? frame / (lead + trail) : 1
        let (leadFrame, trailFrame) = (lead * shrink, trail * shrink)
        let middleFrame = frame - leadFrame - trailFrame
        var spans: [Span] = []
        if lead > 0 { spans.append(Span(start: 0, end: leadFrame, origin: 0, scale: shrink)) }
        if middle > 0, middleFrame > 0 {
            if tile, (middleFrame / middle).rounded(.up) <= CGFloat(maximumTiles) {
                var start = leadFrame
                while start < leadFrame + middleFrame {
                    spans.append(Span(start: start, end: min(start + middle, leadFrame + middleFrame), origin: start - lead, scale: 1))
                    start += middle
                }
            } else {
                let scale = middleFrame / middle
                spans.append(Span(start: leadFrame, end: leadFrame + middleFrame, origin: leadFrame - lead * scale, scale: scale))
            }
        }
        if trail > 0 {
            spans.append(Span(start: frame - trailFrame, end: frame, origin: frame - image * shrink, scale: shrink))
        }
        return spans
    }
}
