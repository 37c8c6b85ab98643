/// A decoded image: drawn whole into its frame, or, when resizable with cap insets or tiling,
/// in nine slices as UIKit's `resizableImage(withCapInsets:resizingMode:)` draws them: the
/// corners at their size, the edges stretched (or tiled) along their length, the middle both
/// ways. A template image fills its alpha with the foreground style.
struct BitmapBehavior: ImageSizing {
    let image: LoadedImage
    let resizable: Bool
    let capInsets: EdgeInsets
    let resizingMode: Image.ResizingMode
    let sampling: ImageSampling
    /// The paint a template image is filled with, through its alpha.
    let template: Paint?
    var ideal: CGSize { image.size }

    /// More tiles than this along one axis stretch instead: a one-point image tiled over a
    /// screen would be tens of thousands of draws.
    static let maximumTiles = 256

    func display(size: CGSize) -> NodeDisplay {
        let sliced = resizable && (capInsets != EdgeInsets() || resizingMode == .tile)
        let drawn: [DisplayItem] = sliced ? slices(in: size) : [.image(image, CGRect(size: size), sampling)]
        guard let template else { return NodeDisplay(content: drawn) }
        var group = DisplayGroup(items: [.fill(Path(CGRect(size: size)), FillStyle(), template)])
        group.clips = [.layer(drawn, opacity: 1, inverse: false)]
        return NodeDisplay(content: [.group(group)])
    }

    /// Each slice is its part of the image (`ImagePart`) drawn into the slice's rectangle, so
    /// stretching never blends in the neighbouring slice's pixels.
    private func slices(in size: CGSize) -> [DisplayItem] {
        let tiles = resizingMode == .tile
        let columns = Self.spans(image: image.size.width, frame: size.width, lead: capInsets.leading,
                                 trail: capInsets.trailing, tile: tiles)
        let rows = Self.spans(image: image.size.height, frame: size.height, lead: capInsets.top, trail: capInsets.bottom, tile: tiles)
        return rows.flatMap { row in
            columns.map { column in
                let part = ImagePart(image, CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                                   width: column.source.upperBound - column.source.lowerBound,
                                                   height: row.source.upperBound - row.source.lowerBound))
                return DisplayItem.image(part, CGRect(x: column.frame.lowerBound, y: row.frame.lowerBound,
                                                      width: column.frame.upperBound - column.frame.lowerBound,
                                                      height: row.frame.upperBound - row.frame.lowerBound), sampling)
            }
        }
    }

    /// Along one axis: which stretch of the image (`source`) fills which stretch of the frame.
    /// Caps keep their length unless the frame is shorter than both, when they shrink in
    /// proportion; the middle stretches, or repeats at its length (the last copy cut short).
    struct Span: Equatable { var source: ClosedRange<CGFloat>, frame: ClosedRange<CGFloat> }

    static func spans(image: CGFloat, frame: CGFloat, lead: CGFloat, trail: CGFloat, tile: Bool) -> [Span] {
        guard image > 0, frame > 0 else { return [] }
        let lead = min(max(lead, 0), image), trail = min(max(trail, 0), image - lead)
        let middle = image - lead - trail
        // Insets that leave no middle have nothing to stretch: the whole image stretches.
        guard middle > 0 else { return [Span(source: 0...image, frame: 0...frame)] }
        let shrink = lead + trail > frame ? frame / (lead + trail) : 1
        let (leadFrame, trailFrame) = (lead * shrink, trail * shrink)
        let middleEnd = frame - trailFrame
        var spans: [Span] = []
        if lead > 0 { spans.append(Span(source: 0...lead, frame: 0...leadFrame)) }
        if middleEnd > leadFrame {
            if tile, ((middleEnd - leadFrame) / middle).rounded(.up) <= CGFloat(maximumTiles) {
                var start = leadFrame
                while start < middleEnd {
                    let length = min(middle, middleEnd - start)
                    spans.append(Span(source: lead...(lead + length), frame: start...(start + length)))
                    start += middle
                }
            } else {
                spans.append(Span(source: lead...(lead + middle), frame: leadFrame...middleEnd))
            }
        }
        if trail > 0 { spans.append(Span(source: (image - trail)...image, frame: middleEnd...frame)) }
        return spans
    }
}

/// A rectangle of an image (in its points), drawn as an image of its own: a slice of a
/// resizable image.
public final class ImagePart: LoadedImage, Sendable {
    public let image: LoadedImage
    public let rect: CGRect
    init(_ image: LoadedImage, _ rect: CGRect) { self.image = image; self.rect = rect }
    public var size: CGSize { rect.size }
}
