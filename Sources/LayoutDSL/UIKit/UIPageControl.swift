/// UIKit's page dots (https://developer.apple.com/documentation/uikit/uipagecontrol), which
/// SwiftUI apps style through `UIPageControl.appearance()` to reach a paged `TabView`'s dots.
/// The dots drawn here are SwiftUI's and read none of it, so the control keeps what is set.
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    /// A fresh control: see `UIView.appearance()`.
    open override class func appearance() -> UIPageControl { UIPageControl() }
}
