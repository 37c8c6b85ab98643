/// UIKit's navigation stack: its controllers are its children, the last on top; pushing and
/// popping change the stack at once (a preview runs no transition). It draws nothing here: a
/// preview's navigation is SwiftUI's `NavigationStack`.
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] {
        get { children }
        set { children.forEach { $0.removeFromParent() }; newValue.forEach(addChild) }
    }
    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
    open private(set) var navigationBar = UINavigationBar()
    open private(set) var isNavigationBarHidden = false
    open var isToolbarHidden = true

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { return nil }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) { addChild(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(children.dropFirst())
        popped.forEach { $0.removeFromParent() }
        return popped
    }
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        popped.forEach { $0.removeFromParent() }
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}
