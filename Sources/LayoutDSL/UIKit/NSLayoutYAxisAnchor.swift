/// A vertical anchor: a top, bottom, centre-y or baseline edge
/// (https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor). See `NSLayoutAnchor`.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
