/// UIKit's view controller as app code drives it (https://developer.apple.com/documentation/uikit/uiviewcontroller):
/// its view loaded on first use (`loadView()`, then `viewDidLoad()`), containment (`addChild(_:)`,
/// `removeFromParent()` with their `willMove`/`didMove` callbacks as UIKit makes them), and
/// presentation (`present` records the presented controller and calls the completion; nothing
/// is shown: a preview shows the SwiftUI view, not UIKit's screens).
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The view, loaded when first asked for as UIKit loads it: `loadView()` (which makes a plain
    /// view unless overridden to set one), then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                loadedView?.owningController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    open func loadViewIfNeeded() { _ = view }
    open var title: String?
    open var nibName: String? { storedNibName }
    open var nibBundle: Bundle? { storedNibBundle }
    private let storedNibName: String?
    private let storedNibBundle: Bundle?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var preferredContentSize: CGSize = .zero
    open var definesPresentationContext = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var hidesBottomBarWhenPushed = false

    /// A controller of the nib of that name, which is never loaded: there are no nibs here.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// Controllers are decoded from storyboards on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    override open var next: UIResponder? { loadedView?.superview ?? presentingViewController }

    // Containment.
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
    open var navigationController: UINavigationController? { (parent as? UINavigationController) ?? parent?.navigationController }
    open var tabBarController: UITabBarController? { (parent as? UITabBarController) ?? parent?.tabBarController }
    open var splitViewController: UISplitViewController? { (parent as? UISplitViewController) ?? parent?.splitViewController }

    // Presentation.
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }
    /// Dismisses what this controller presented, or this controller if it was presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
    open func show(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }
    open var traitCollection: UITraitCollection { .current }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    // The view life cycle and containment callbacks UIKit calls; there is no UIKit here to call
    // the appearance ones, so they do what UIKit's own do when a subclass calls `super`: nothing visible.
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    /// UIKit calls `didMove(toParent:)` itself on removal, and leaves it to the container after adding.
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // What the controller asks of the status bar, home indicator and system gestures: UIKit's
    // defaults (a shown status bar in the default style, a shown home indicator, no deferred
    // edges, no child deciding), which subclasses override.
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Whether the controller refuses interactive dismissal of its sheet (iOS 13).
    open var isModalInPresentation = false
}
