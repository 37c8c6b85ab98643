import Foundation

extension Image {
    /// How an image's pixels are turned to show it upright (Apple's documentation of
    /// `Image.Orientation`, the eight orientations of `UIImage.Orientation` and of the EXIF
    /// orientation tag): `.right` shows the bitmap turned a quarter clockwise (an iPhone's portrait
    /// photo), `.left` a quarter anticlockwise, `.down` half a turn, and the mirrored ones the same
    /// after a flip across the vertical axis.
    @frozen public enum Orientation: UInt8, CaseIterable, Hashable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored

        /// Whether the bitmap's rows are shown as columns (a quarter turn or a transpose).
        var swapsAxes: Bool {
            switch self {
            case .left, .leftMirrored, .right, .rightMirrored: true
            case .up, .upMirrored, .down, .downMirrored: false
            }
        }

        /// The map from the bitmap drawn upright in a rectangle of `stored` size to the image
        /// shown: each orientation's turn and flip (TIFF 6.0, section 8, "Orientation", as the
        /// renderer's `ExifOrientation` turns a photo's pixels).
        func transform(stored: CGSize) -> CGAffineTransform {
            let w = stored.width, h = stored.height
            switch self {
            case .up: return .identity
            case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)     // transposed
            case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)          // a quarter clockwise
            case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w) // transversed
            case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)           // a quarter anticlockwise
            }
        }
    }

    /// A Core Graphics image, `scale` pixels to a point, shown upright as `orientation` says; the
    /// label names it to accessibility.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(recording: cgImage, scale: scale, orientation: orientation)
    }

    /// The same image, hidden from accessibility.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(recording: cgImage, scale: scale, orientation: orientation)
    }
}
