/// The canvas of a host that sizes to fit (`.previewLayout(.sizeThatFits)`): the root's ideal
/// size, rounded up to the pixel grid of the display scale and at least a point. iOS sizes a
/// hosting view that fits to SwiftUI's pixel-aligned size, and swift-snapshot-testing's
/// `.sizeThatFits` references on iOS 26 are that size times the scale: `Text("blue()")` in the
/// body style is 135 x 61 pixels at 3x, 45 x 20.33 points
/// (docs/reference/ios-conformance-cases.md, "Facts measured on iOS 26"). An ideal
/// size that is not finite (a view that takes all it is offered, or NaN from user arithmetic)
/// keeps the starting canvas in that dimension, and one past `maximumLength` is cut to it, with
/// a warning: SwiftUI logs such sizes as invalid rather than draw them, and a canvas must stay a
/// size that pixels can be counted for.
enum FittingCanvas {
    /// Points a side: ten times the largest PNG side at 1x.
    static let maximumLength: CGFloat = 1_000_000

    static func size(ideal: CGSize, starting: CGSize, scale: CGFloat, warnings: inout Warnings) -> CGSize {
        let pixel = scale > 0 && scale.isFinite ? 1 / scale : 1
        func length(_ ideal: CGFloat, _ starting: CGFloat, _ axis: String) -> CGFloat {
            guard ideal.isFinite else {
                warnings.warn("the view's ideal \(axis) is \(ideal); sizing to fit keeps the canvas's \(starting)")
                return starting
            }
            guard ideal <= maximumLength else {
                warnings.warn("the view's ideal \(axis) \(ideal) is past \(maximumLength) points; the canvas is cut to it")
                return maximumLength
            }
            // A length a hair past a pixel boundary (20.333…4 from arithmetic) stays on it.
            return max((ideal / pixel - 0.0001).rounded(.up) * pixel, 1)
        }
        return CGSize(width: length(ideal.width, starting.width, "width"), height: length(ideal.height, starting.height, "height"))
    }
}
