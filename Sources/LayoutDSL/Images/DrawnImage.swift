extension Image {
    /// An image of `size` points drawn by `renderer` in a graphics context (Apple's documentation
    /// of `init(size:label:opaque:colorMode:renderer:)`, iOS 16), as a `Canvas` of that size
    /// draws: its ideal size is `size`; resizable, the drawing stretches to the frame. An opaque
    /// image has black where nothing was drawn. The drawing is recorded where the image is laid
    /// out, in that environment, so it is as sharp as the display; `colorMode` does not change
    /// the 8-bit sRGB render.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        self.init(source: .drawing(ImageDrawing(size: size, opaque: opaque, renderer: renderer)))
    }
}

/// The drawing of an `Image(size:…renderer:)`: one value per image made, equal only to itself, as
/// its renderer closure cannot be compared. Read only on the thread laying the image out.
final class ImageDrawing: Equatable, @unchecked Sendable {
    let size: CGSize
    let opaque: Bool
    let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, opaque: Bool, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size; self.opaque = opaque; self.renderer = renderer
    }

    static func == (a: ImageDrawing, b: ImageDrawing) -> Bool { a === b }
}

/// Draws an `ImageDrawing`: the renderer's recording in the image's space (made where the image
/// is resolved, in its environment), scaled to the frame and cut to it.
struct DrawnImageBehavior: ImageSizing {
    let ideal: CGSize
    let resizable: Bool
    let opaque: Bool
    let items: [DisplayItem]

    init(drawing: ImageDrawing, environment: EnvironmentValues, resizable: Bool, warn: (String) -> Void) {
        ideal = CGSize(width: max(drawing.size.width, 0), height: max(drawing.size.height, 0))
        self.resizable = resizable; opaque = drawing.opaque
        var warnings: [String] = []
        let shared = GraphicsContext.Shared(size: ideal, symbols: { _ in nil }, warn: { warnings.append($0) })
        var context = GraphicsContext(recording: GraphicsContext.Recording(shared: shared), environment: environment)
        drawing.renderer(&context)
        items = context.recording.items
        warnings.forEach(warn)
    }

    func display(size: CGSize) -> NodeDisplay {
        guard ideal.width > 0, ideal.height > 0 else { return NodeDisplay(content: []) }
        let bounds = Path(CGRect(size: ideal))
        let black = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0))
        var group = DisplayGroup(items: (opaque ? [.fill(bounds, FillStyle(), black)] : []) + items,
                                 transform: CGAffineTransform(scaleX: size.width / ideal.width, y: size.height / ideal.height))
        // A group's clips are in the space it is drawn into: the frame.
        group.clips = [.shape(ClipShape(path: Path(CGRect(size: size)), style: FillStyle()), inverse: false)]
        return NodeDisplay(content: [.group(group)])
    }
}
