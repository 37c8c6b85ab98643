/// UIKit's list (https://developer.apple.com/documentation/uikit/uitableview), as representables
/// make one. It is drawn as a placeholder here (`UIViewRepresentable`), so it never asks its
/// data source for rows: registered cell classes are not kept, and a cell dequeued in code is a
/// fresh plain cell. It keeps its style and the appearance set on it. Its delegate is set through
/// `UIScrollView.delegate`.
open class UITableView: UIScrollView {
    /// What `rowHeight` and the estimated heights take to size rows by their content.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open var rowHeight = UITableView.automaticDimension
    open var estimatedRowHeight = UITableView.automaticDimension
    open var sectionHeaderHeight = UITableView.automaticDimension
    open var sectionFooterHeight = UITableView.automaticDimension
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = .zero
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false

    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    /// A plain table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// No cell is queued for reuse here.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func reloadData() {}

    /// A fresh plain table: see `UIView.appearance()`.
    open override class func appearance() -> UITableView { UITableView() }

    /// A table's style (https://developer.apple.com/documentation/uikit/uitableview/style).
    public enum Style: Int, Hashable, Sendable {
        case plain = 0, grouped, insetGrouped
    }
}
