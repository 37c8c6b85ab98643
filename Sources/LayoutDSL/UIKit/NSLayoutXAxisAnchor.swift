/// A horizontal anchor: a leading, trailing, left, right or centre-x edge
/// (https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor). See `NSLayoutAnchor`.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
