/// A Core Graphics drawing destination (Apple's documentation of `CGContext`), here a bitmap
/// context that records instead of rasterizing: each fill and stroke becomes a `Command` (the
/// path in device space, colour, fill rule or stroke, blend mode, clip), and `makeImage()` hands
/// the recording over as a `CGImage`, which the renderer draws as it draws shapes. Pixels are the
/// renderer's: this module has no rasterizer.
///
/// As in Core Graphics: the current path is kept in device space, each point mapped by the current
/// transformation matrix (CTM) when it is added, so a later CTM change moves only later points;
/// painting and clipping consume the current path; `saveGState()`/`restoreGState()` keep the CTM,
/// the clip, the colours, the line and compositing parameters, but not the path (Quartz 2D
/// Programming Guide, "Graphics States").
public final class CGContext {
    /// The bitmap's size in pixels.
    public let width: Int
    public let height: Int
    public let alphaInfo: CGImageAlphaInfo
    /// Everything painted so far, in order; a context over memory draws it into its buffer.
    package internal(set) var commands: [Command] = [] { didSet { renderBitmap() } }
    /// The memory of a context made with `init(data:…)`.
    var bitmap: BitmapStorage?

    /// What `saveGState()` saves and `restoreGState()` restores.
    struct GState {
        var ctm: CGAffineTransform
        var clip: [Clip] = []
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var stroke = Stroke()
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
    }
    var state: GState
    private var saved: [GState] = []
    /// The path being built, in device space.
    var currentPath = CGMutablePath()

    /// A bitmap of `width` × `height` pixels whose user space starts as `transform` of device space
    /// (UIKit's image contexts scale by the screen scale and flip y, so that user space is points,
    /// y down, while device space is pixels, y up).
    package init(width: Int, height: Int, alphaInfo: CGImageAlphaInfo, transform: CGAffineTransform) {
        self.width = width; self.height = height; self.alphaInfo = alphaInfo
        state = GState(ctm: transform)
    }

    /// The image of what has been painted so far (for a bitmap context, Apple's `makeImage()`).
    public func makeImage() -> CGImage? { recording }

    /// What has been painted so far, as an image.
    package var recording: CGImage { CGImage(width: width, height: height, alphaInfo: alphaInfo, commands: commands) }

    // MARK: Graphics state

    public func saveGState() { saved.append(state) }
    /// Restores the state last saved; with none saved, nothing changes.
    public func restoreGState() { if let last = saved.popLast() { state = last } }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    /// Dashes of `lengths` (painted, unpainted, …) in user space, starting `phase` into the pattern;
    /// no lengths draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPhase = phase; state.stroke.dashLengths = lengths
    }
    /// Multiplies the alpha of every later painting (clamped to 0…1, as Core Graphics does).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Shadows are not drawn: these keep the call compiling and change nothing.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}

    // MARK: The current transformation matrix (each change applies before the current CTM)

    public var ctm: CGAffineTransform { state.ctm }
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians (counterclockwise in y-up space, clockwise on screen in UIKit's flipped space).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
}
