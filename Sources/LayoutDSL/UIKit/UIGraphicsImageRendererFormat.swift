/// How a `UIGraphicsImageRenderer` makes its images (Apple's documentation of
/// `UIGraphicsImageRendererFormat`): pixels per point (the screen's by default) and whether the
/// bitmap is opaque (then what is never painted is black). The colour range changes nothing here:
/// images are recorded paths, drawn in the renderer's colours.
public final class UIGraphicsImageRendererFormat {
    /// The bitmap's colour range (Apple's `UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable {
        case unspecified = 0x7FFF
        case automatic = 0, extended, standard
    }

    public var scale: CGFloat
    public var opaque = false
    public var preferredRange = Range.automatic

    public init() { scale = UIScreen.main.scale }

    /// The main screen's scale, not opaque.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The same as `default()`: the device's most capable format differs only in colour range.
    public static func preferred() -> UIGraphicsImageRendererFormat { .default() }

    /// A context for `bounds` (points) at this format: `scale` pixels per point, rounded up to whole
    /// pixels, its user space points with y down and `bounds`' origin at the top left, as UIKit sets
    /// up its image contexts over a y-up bitmap.
    func makeContext(bounds: CGRect) -> CGContext {
        let width = Int(max(bounds.width * scale, 0).rounded(.up)), height = Int(max(bounds.height * scale, 0).rounded(.up))
        let transform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: -scale * bounds.minX,
                                          ty: CGFloat(height) + scale * bounds.minY)
        return CGContext(width: width, height: height, alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst, transform: transform)
    }
}
