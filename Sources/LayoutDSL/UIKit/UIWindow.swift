/// A window: the root of a view hierarchy, with the controller whose view fills it
/// (https://developer.apple.com/documentation/uikit/uiwindow). The preview's own window is the
/// key window of the preview's scene (`UIApplication.shared`), the size of the device's screen.
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let view = rootViewController?.view { view.frame = bounds; addSubview(view) }
        }
    }
    open var windowLevel: UIWindow.Level = .normal
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
        }
    }
    open var screen: UIScreen { windowScene?.screen ?? .main }
    open private(set) var isKeyWindow = false
    open var canBecomeKey: Bool { true }

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }

    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    override open var next: UIResponder? { windowScene }
    override open var safeAreaInsets: UIEdgeInsets {
        guard let insets = CurrentHost.safeAreaInsets else { return .zero }
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// Makes the window its scene's key window and shows it.
    open func makeKeyAndVisible() { makeKey(); isHidden = false }
    open func makeKey() {
        for window in windowScene?.windows ?? [] where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
    }
    open func resignKey() { isKeyWindow = false }
}
