/// A generator of the haptic felt when views collide or snap into place
/// (https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator). Inert, as
/// `UIFeedbackGenerator` explains: it keeps its style, and playing an impact does nothing.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels
    /// (https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle).
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A generator of style `style` attached to `view` (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }
    /// A medium impact, UIKit's default style.
    public convenience override init() { self.init(style: .medium) }
    /// A medium impact attached to `view` (iOS 17.5).
    public convenience override init(view: UIView) { self.init(style: .medium, view: view) }

    open func impactOccurred() {}
    /// An impact at `intensity`, from 0 to 1.
    open func impactOccurred(intensity: CGFloat) {}
    /// An impact at `location` in the attached view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) {}
    /// An impact at `intensity` and `location` in the attached view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}
