/// UIKit's tab controller: its controllers are its children, one selected. It draws nothing
/// here: a preview's tabs are SwiftUI's `TabView`.
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { children.forEach { $0.removeFromParent() }; (newValue ?? []).forEach(addChild); selectedIndex = 0 }
    }
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
    open private(set) var tabBar = UITabBar()

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}
