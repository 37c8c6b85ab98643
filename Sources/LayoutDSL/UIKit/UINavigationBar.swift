import Foundation

/// UIKit's navigation bar (https://developer.apple.com/documentation/uikit/uinavigationbar),
/// which SwiftUI apps style through `UINavigationBar.appearance()` to reach the bar of a
/// `NavigationStack`. The navigation bars drawn here are SwiftUI's and read none of it (style
/// them with `toolbarBackground` and the like), so the bar keeps what is set and styles nothing.
open class UINavigationBar: UIView {
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// A fresh bar: see `UIView.appearance()`.
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
}
