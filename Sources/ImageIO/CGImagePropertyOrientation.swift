/// Which way up an image's pixels are stored, as EXIF and TIFF number it (iOS SDK, ImageIO's
/// CGImageProperties.h: `CGImagePropertyOrientation`, its raw values).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
