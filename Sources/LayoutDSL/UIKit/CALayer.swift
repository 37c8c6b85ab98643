/// Core Animation's layer, as code styles a UIKit view's (`view.layer.cornerRadius = 12`)
/// (https://developer.apple.com/documentation/quartzcore/calayer). The views it belongs to are
/// drawn as a placeholder here, so it keeps what is set and draws nothing; animations added to
/// it are kept by key and never run.
open class CALayer {
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var opacity: Float = 1
    open var isHidden = false
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    /// Down is negative, as Core Animation's default (0, -3) has it.
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var backgroundColor: CGColor?
    open var borderColor: CGColor? = .black
    open var shadowColor: CGColor? = .black
    open var mask: CALayer?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    private var animations: [String: CAAnimation] = [:]

    public init() {}

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}

    /// Keeps `anim` under `key` (unkeyed animations cannot be looked up, so they are not kept);
    /// it does not run.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { animations[key] = anim }
    }
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : Array(animations.keys) }
    open func removeAnimation(forKey key: String) { animations[key] = nil }
    open func removeAllAnimations() { animations = [:] }
}
