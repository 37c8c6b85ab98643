/// A width or height anchor, which can also equal a constant or a multiple of another dimension
/// (https://developer.apple.com/documentation/uikit/nslayoutdimension). See `NSLayoutAnchor`.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
}
