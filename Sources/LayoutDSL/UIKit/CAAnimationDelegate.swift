/// What hears an animation start and stop
/// (https://developer.apple.com/documentation/quartzcore/caanimationdelegate). Core Animation
/// declares both methods optional; each has an empty default here. No animation runs here
/// (`CAAnimation`), so nothing calls them.
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
