/// UIKit's view and view controller, as far as `UIViewRepresentable` code touches them while
/// making and updating its view: there is no UIKit to draw them, so representables render a
/// labelled placeholder (`UIKitRepresentablePlaceholder`).
open class UIView: _LayoutAnchorItem {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open private(set) var subviews: [UIView] = []
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// The view's Core Animation layer, made when first read; code styles it (corner radius,
    /// border, shadow), and nothing draws it.
    public private(set) lazy var layer = CALayer()
    /// The constraints added to the view; there is no Auto Layout here to solve them.
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// The safe area as a layout guide; its anchors make constraints like the view's.
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self)
    private var contentHugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    /// The proxy whose properties set every view's appearance on iOS
    /// (https://developer.apple.com/documentation/uikit/uiappearance): a fresh view, so writes to
    /// it compile and change nothing else. UIKit's subclasses here override it to return their
    /// own type; it returns `Self` on iOS, which Swift can only make through a `required`
    /// initializer that UIKit does not have.
    open class func appearance() -> UIView { UIView() }

    open func addSubview(_ view: UIView) { subviews.append(view) }
    open func removeFromSuperview() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { contentHugging[axis] ?? .defaultLow }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { contentHugging[axis] = priority }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis] = priority
    }

    // The baseline anchors, which only a view has; the others are `_LayoutAnchorItem`'s.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // UIResponder's (UIView's superclass on iOS): there is no window here, so no view becomes
    // first responder and no keyboard shows.
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
}

open class UIViewController {
    open lazy var view: UIView = UIView()
    open var title: String?

    public init() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    // The view life cycle and containment callbacks UIKit calls; there is no UIKit here to call
    // them, so they do what UIKit's own do when a subclass calls `super`: nothing visible.
    open func loadView() {}
    open func viewWillLayoutSubviews() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }

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
    /// The hardware keyboard shortcuts the controller handles; none unless overridden.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The undo manager of the responder chain; none outside a window.
    open var undoManager: UndoManager? { nil }
}
