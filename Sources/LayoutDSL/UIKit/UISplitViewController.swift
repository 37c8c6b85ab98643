/// UIKit's split view controller, its columns' controllers as children. It draws nothing here: a
/// preview's columns are SwiftUI's `NavigationSplitView`.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary = 0, supplementary, secondary, compact, inspector }
    /// How the columns are shown (iOS SDK, UISplitViewController.h: `UISplitViewControllerDisplayMode`).
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoDisplaceSecondary, twoOverSecondary,
             twoBesideSecondary
    }
    /// When the display mode button shows (`UISplitViewControllerDisplayModeButtonVisibility`).
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never, always }
    /// How the secondary column makes room (`UISplitViewControllerSplitBehavior`).
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile, overlay, displace }
    /// The side of the primary column (`UISplitViewControllerPrimaryEdge`).
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing }
    /// The primary column's background (`UISplitViewControllerBackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar }
    /// Whether the controller is expanded or collapsed (iOS 26 SDK, `UISplitViewControllerLayoutEnvironment`).
    public enum LayoutEnvironment: Int, Sendable { case none = 0, expanded, collapsed }

    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: BackgroundStyle = .none
    private var columns: [Column: UIViewController] = [:]
    open var viewControllers: [UIViewController] {
        get { children }
        set { children.forEach { $0.removeFromParent() }; newValue.forEach(addChild) }
    }

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { return nil }

    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column]?.removeFromParent()
        columns[column] = vc
        if let vc { addChild(vc) }
    }
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}
}
