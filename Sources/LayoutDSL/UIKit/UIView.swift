/// UIKit's view, as app code touches it: its hierarchy (superview, ordered subviews, the window it
/// is in), geometry (frame, bounds, center, transform, conversions between views), layout margins
/// and the callbacks UIKit makes when the hierarchy changes. There is no UIKit to draw it, so a
/// representable renders a labelled placeholder (`UIKitRepresentablePlaceholder`) and `draw(_:)`
/// is never called.
open class UIView: UIResponder, _LayoutAnchorItem {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set { boundsOrigin = newValue.origin; frame.size = newValue.size }
    }
    private var boundsOrigin = CGPoint.zero
    /// The frame's centre in the superview's space.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var transform: CGAffineTransform = .identity
    open var tag = 0
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var autoresizingMask: AutoresizingMask = []
    open var isOpaque = true
    open var isMultipleTouchEnabled = false
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    /// The safe area of a view in a window is the window's; elsewhere none.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The traits of the environment being rendered (`UITraitCollection.current`).
    open var traitCollection: UITraitCollection { .current }
    open private(set) weak var superview: UIView?
    /// The controller whose view this is: the view's next responder.
    weak var owningController: UIViewController?
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open private(set) var subviews: [UIView] = []
    /// The window the view is in: itself, or its superview's.
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    override open var next: UIResponder? { owningController.map { $0 as UIResponder } ?? superview }
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

    public init(frame: CGRect) { self.frame = frame; super.init() }
    public convenience override init() { self.init(frame: .zero) }
    /// Views are decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The proxy whose properties set every view's appearance on iOS
    /// (https://developer.apple.com/documentation/uikit/uiappearance): a fresh view, so writes to
    /// it compile and change nothing else. UIKit's subclasses here override it to return their
    /// own type; it returns `Self` on iOS, which Swift can only make through a `required`
    /// initializer that UIKit does not have.
    open class func appearance() -> UIView { UIView() }

    // The hierarchy, as UIKit keeps it: a view has one superview, so adding it elsewhere removes
    // it from where it was; subviews are in drawing order, the last frontmost.
    open func addSubview(_ view: UIView) { insert(view) { $0.count } }
    open func insertSubview(_ view: UIView, at index: Int) { insert(view) { _ in index } }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insert(view) { subviews in (subviews.firstIndex { $0 === sibling }.map { $0 + 1 }) ?? subviews.count }
    }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insert(view) { subviews in subviews.firstIndex { $0 === sibling } ?? 0 }
    }
    open func bringSubviewToFront(_ view: UIView) { if view.superview === self { insert(view) { $0.count } } }
    open func sendSubviewToBack(_ view: UIView) { if view.superview === self { insert(view) { _ in 0 } } }

    /// Puts `view` among the subviews at the index `position` gives in the subviews without it:
    /// moved if it is one already, else taken from its superview, with UIKit's callbacks.
    private func insert(_ view: UIView, at position: ([UIView]) -> Int) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(position(subviews), 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(position(subviews), 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        if window != nil { view.didMoveToWindow() }
        didAddSubview(view)
    }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
    }
    open func isDescendant(of view: UIView) -> Bool { self === view || (superview?.isDescendant(of: view) ?? false) }
    /// The first view with the tag, depth first, this view included.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// A point of this view's bounds in `view`'s (the window's when nil), through the frames and
    /// bounds origins between them; transforms other than the identity are not applied.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointInRoot(point)
        guard let view else { return inWindow }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, from: view), size: rect.size) }
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        let inSuperview = CGPoint(x: point.x - boundsOrigin.x + frame.minX, y: point.y - boundsOrigin.y + frame.minY)
        return superview?.pointInRoot(inSuperview) ?? inSuperview
    }

    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open func draw(_ rect: CGRect) {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
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

    /// Makes the first responder in the view's hierarchy resign: there is none here.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
}

