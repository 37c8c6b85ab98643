/// A `CGImage` shown with `Image(uiImage:)`: the pixels an `ImageRenderer` made, stretched to the
/// frame as any bitmap; or what a context recorded (a `UIGraphicsImageRenderer`'s image): its paintings drawn as the
/// paths they are, mapped from the bitmap's pixels
/// (y up) onto the frame (y down) and clipped to it, as the bitmap iOS makes of the same drawing
/// would be drawn there. Its ideal size is its point size (pixels over its scale); resizable, it
/// stretches to its frame like any image. Paths are drawn at the display's resolution, so they are
/// as sharp as iOS's bitmap when the image's scale is the screen's.
///
/// Each painting is a group of its own: its clip paths (device space), its blend mode, and for a
/// stroke the pen's transform (`CGContext.Stroke`), for an image (`CGContext.draw(_:in:)`) its
/// rectangle's transform and the context's alpha. Core Graphics' `clear` mode, which leaves no
/// colour where it paints, is `destinationOut` of the black the context records it with (at the
/// context's alpha: half an alpha clears half). Any blend mode makes the drawing one layer first,
/// so that it blends with the image's own pixels and not with the views behind it; an opaque
/// image (`CGImageAlphaInfo.isOpaque`) has black where nothing was painted.
struct RecordedImageBehavior: ImageSizing {
    let image: CGImage
    let scale: CGFloat
    let resizable: Bool
    /// How a rendered image's pixels are sampled (`Image.interpolation(_:)`, `antialiased(_:)`).
    var sampling = ImageSampling()
    /// How the bitmap is turned to be shown upright (`Image(_:scale:orientation:label:)`).
    var orientation = Image.Orientation.up
    /// Nothing, for a scale that is not positive (its bitmap has no pixels either); a quarter
    /// turn shows the bitmap's height across.
    var ideal: CGSize {
        guard scale > 0 else { return .zero }
        let stored = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        return orientation.swapsAxes ? CGSize(width: stored.height, height: stored.width) : stored
    }

    /// The bitmap drawn upright into a rectangle of its stored proportions, then turned into the
    /// frame by the orientation.
    func display(size: CGSize) -> NodeDisplay {
        guard orientation != .up else { return NodeDisplay(content: Self.items(of: image, size: size, sampling: sampling)) }
        let stored = orientation.swapsAxes ? CGSize(width: size.height, height: size.width) : size
        let turned = DisplayGroup(items: Self.items(of: image, size: stored, sampling: sampling),
                                  transform: orientation.transform(stored: stored))
        return NodeDisplay(content: [.group(turned)])
    }

    /// The image drawn upright into a rectangle of `size` at the origin: a rendered image's pixels
    /// stretched to it, or a recording's paintings mapped from the bitmap's pixels (y up) onto it.
    static func items(of image: CGImage, size: CGSize, sampling: ImageSampling) -> [DisplayItem] {
        guard image.width > 0, image.height > 0 else { return [] }
        if let pixels = image.pixels as? LoadedImage { return [.image(pixels, CGRect(size: size), sampling)] }
        let frame = Path(CGRect(size: size))
        let toFrame = CGAffineTransform(a: size.width / CGFloat(image.width), b: 0, c: 0, d: -size.height / CGFloat(image.height),
                                        tx: 0, ty: size.height)
        var drawing = DisplayGroup(items: image.commands.map { item($0, sampling: sampling) }, transform: toFrame)
        drawing.clips = [.shape(ClipShape(path: frame, style: FillStyle()), inverse: false)]
        drawing.isolated = image.commands.contains { $0.blendMode != .normal }
        let black = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0))
        return (image.alphaInfo.isOpaque ? [.fill(frame, FillStyle(), black)] : []) + [.group(drawing)]
    }

    /// One painting, in the bitmap's device space.
    static func item(_ command: CGContext.Command, sampling: ImageSampling) -> DisplayItem {
        let c = command.color.rgba
        let paint = Paint.color(Color.Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha)))
        let path = Path(command.path)
        var group: DisplayGroup
        switch command.operation {
        case .fill(let rule):
            group = DisplayGroup(items: [.fill(path, FillStyle(eoFill: rule == .evenOdd), paint)])
        case .stroke(let pen):
            let style = StrokeStyle(lineWidth: pen.lineWidth, lineCap: pen.lineCap, lineJoin: pen.lineJoin, miterLimit: pen.miterLimit,
                                    dash: pen.dashLengths, dashPhase: pen.dashPhase)
            // Stroked in the pen's space, then mapped to device space with the path.
            group = DisplayGroup(items: [.stroke(path.applying(pen.transform.inverted()), style, paint)], transform: pen.transform)
        case .image(let image, let size, let transform):
            // Drawn in its rectangle's space; the context's alpha is the colour's.
            group = DisplayGroup(items: [.group(DisplayGroup(items: items(of: image, size: size, sampling: sampling),
                                                             transform: transform))])
            group.opacity = c.alpha
        }
        group.clips = command.clip.map {
            .shape(ClipShape(path: Path($0.path), style: FillStyle(eoFill: $0.rule == .evenOdd)), inverse: false)
        }
        group.blendMode = command.blendMode == .clear ? .destinationOut : GraphicsContext.BlendMode(rawValue: command.blendMode.rawValue)
        return .group(group)
    }
}
