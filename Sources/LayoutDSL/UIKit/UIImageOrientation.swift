extension UIImage {
    /// Which way up an image's pixels are drawn (iOS SDK, UIImage.h: `UIImageOrientation`, its
    /// raw values).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}
