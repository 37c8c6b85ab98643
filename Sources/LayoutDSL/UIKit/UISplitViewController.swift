/// UIKit's split view controller, its columns' controllers as children. It draws nothing here: a
/// preview's columns are SwiftUI's `NavigationSplitView`.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary = 0, supplementary, secondary, compact, inspector }

    public let style: Style
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
