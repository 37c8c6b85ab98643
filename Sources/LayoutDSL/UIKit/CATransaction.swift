/// Core Animation's batching of layer changes into one animated update
/// (https://developer.apple.com/documentation/quartzcore/catransaction). Layers are not drawn
/// or animated here (`CALayer`), so transactions have nothing to batch: the setters are
/// ignored, the getters answer Core Animation's defaults, and a completion block is not called
/// (there is no render loop to finish the animations it waits for).
open class CATransaction {
    open class func begin() {}
    open class func commit() {}
    open class func flush() {}
    open class func animationDuration() -> TimeInterval { 0.25 }
    open class func setAnimationDuration(_ dur: TimeInterval) {}
    open class func animationTimingFunction() -> CAMediaTimingFunction? { nil }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    open class func disableActions() -> Bool { false }
    open class func setDisableActions(_ flag: Bool) {}
    open class func completionBlock() -> (() -> Void)? { nil }
    open class func setCompletionBlock(_ block: (() -> Void)?) {}
}
