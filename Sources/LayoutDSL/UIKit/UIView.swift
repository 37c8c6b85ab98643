/// UIKit's view and view controller, as far as `UIViewRepresentable` code touches them while
/// making and updating its view: there is no UIKit to draw them, so representables render a
/// labelled placeholder (`UIKitRepresentablePlaceholder`).
open class UIView {
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

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) { subviews.append(view) }
    open func removeFromSuperview() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
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
}
