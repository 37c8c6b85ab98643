import Foundation

/// A navigation bar's background, shadow and title attributes
/// (https://developer.apple.com/documentation/uikit/uinavigationbarappearance), as apps set on
/// `UINavigationBar.appearance()`. Kept, not applied; see `UIBarAppearance`.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
