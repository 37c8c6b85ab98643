/// An image's orientation as its EXIF tag gives it (Apple's documentation of ImageIO's
/// `CGImagePropertyOrientation`), which Vision's handlers take; the raw values are EXIF's.
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
