/// An animation of a layer property through a sequence of values
/// (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation). Inert; see `CAAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Each value's time, from 0 to 1 of the duration.
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var path: CGPath?
}
