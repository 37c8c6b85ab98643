/// The canvas of a host that sizes to fit (`.previewLayout(.sizeThatFits)`): the root's ideal
/// size, rounded up to whole points and at least a point, as Xcode's canvas shows it. An ideal
/// size that is not finite (a view that takes all it is offered, or NaN from user arithmetic)
/// keeps the starting canvas in that dimension, and one past `maximumLength` is cut to it, with
/// a warning: SwiftUI logs such sizes as invalid rather than draw them, and a canvas must stay a
/// size that pixels can be counted for.
enum FittingCanvas {
    /// Points a side: ten times the largest PNG side at 1x.
    static let maximumLength: CGFloat = 1_000_000

    static func size(ideal: CGSize, starting: CGSize, warnings: inout Warnings) -> CGSize {
        func length(_ ideal: CGFloat, _ starting: CGFloat, _ axis: String) -> CGFloat {
            guard ideal.isFinite else {
                warnings.warn("the view's ideal \(axis) is \(ideal); sizing to fit keeps the canvas's \(starting)")
                return starting
            }
            guard ideal <= maximumLength else {
                warnings.warn("the view's ideal \(axis) \(ideal) is past \(maximumLength) points; the canvas is cut to it")
                return maximumLength
            }
            return max(ideal.rounded(.up), 1)
        }
        return CGSize(width: length(ideal.width, starting.width, "width"), height: length(ideal.height, starting.height, "height"))
    }
}
