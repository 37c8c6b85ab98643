/// UIKit's tab bar (https://developer.apple.com/documentation/uikit/uitabbar), which SwiftUI apps
/// style through `UITabBar.appearance()` to reach a `TabView`'s bar. The tab bars drawn here are
/// SwiftUI's and read none of it, so the bar keeps what is set and styles nothing.
open class UITabBar: UIView {
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var unselectedItemTintColor: UIColor?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?

    /// A fresh bar: see `UIView.appearance()`.
    open override class func appearance() -> UITabBar { UITabBar() }
}
