/// How a view fits its content to its bounds: an image view's image, a layer's contents
/// (https://developer.apple.com/documentation/uikit/uiview/contentmode). Raw values are iOS's.
extension UIView {
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }
}
