/// UIKit's search bar (https://developer.apple.com/documentation/uikit/uisearchbar), which apps
/// style through its appearance proxy (`UISearchBar.appearance().tintColor`) or make in a
/// representable. It is drawn as a placeholder there (`UIViewRepresentable`); SwiftUI's own
/// field is `searchable`'s. It keeps what is set, with UIKit's defaults.
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var barTintColor: UIColor?
    open var searchBarStyle: Style = .default
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    /// The bar's text field (UIKit's `searchTextField`, iOS 13).
    public let searchTextField = UITextField()

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// A fresh bar: see `UIView.appearance()`.
    open override class func appearance() -> UISearchBar { UISearchBar() }

    /// The bar's look (https://developer.apple.com/documentation/uikit/uisearchbar/style); raw values are iOS's.
    public enum Style: UInt, Hashable, Sendable { case `default`, prominent, minimal }
}
