import CoreGraphics

/// The shapes the app's media come in.
extension CGSize {
    /// A film's frame: 16 by 9.
    static let widescreen = CGSize(width: 16, height: 9)

    /// Width over height; 1 for an empty size.
    var aspectRatio: CGFloat { height > 0 ? width / height : 1 }
}
