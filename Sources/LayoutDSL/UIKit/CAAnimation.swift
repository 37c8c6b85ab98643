/// The base of Core Animation's animations and their timing
/// (https://developer.apple.com/documentation/quartzcore/caanimation). Nothing runs them here
/// (`CALayer`): they keep the values set, so code that builds and adds one compiles and runs.
open class CAAnimation {
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion = true
    // CAMediaTiming's.
    open var beginTime: TimeInterval = 0
    open var duration: TimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: TimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: TimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public init() {}
}
