/// The base of UIKit's haptic feedback generators
/// (https://developer.apple.com/documentation/uikit/uifeedbackgenerator). There is no device
/// here and so no Taptic Engine: preparing and playing feedback do nothing, so code that plays
/// a haptic on a tap compiles and runs.
open class UIFeedbackGenerator {
    /// The view the generator plays feedback for (iOS 17.5), held weakly as on iOS.
    public private(set) weak var view: UIView?

    public init() {}
    /// A generator attached to `view` (iOS 17.5).
    public init(view: UIView) { self.view = view }

    /// Readies the engine to play feedback soon; there is none, so nothing is readied.
    open func prepare() {}
}
