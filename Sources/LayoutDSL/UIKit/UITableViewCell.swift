/// A table view's row (https://developer.apple.com/documentation/uikit/uitableviewcell). Tables
/// are drawn as a placeholder here (`UITableView`); a cell keeps its style, labels and
/// accessory as set.
open class UITableViewCell: UIView {
    public let reuseIdentifier: String?
    /// The view custom content is added to.
    public let contentView = UIView()
    /// The primary label.
    public let textLabel: UILabel? = UILabel()
    /// The secondary label, which only the value and subtitle styles have.
    public let detailTextLabel: UILabel?
    public private(set) lazy var imageView: UIImageView? = UIImageView()
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// A fresh default cell: see `UIView.appearance()`.
    open override class func appearance() -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Hashable, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle
    public enum SelectionStyle: Int, Hashable, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype
    public enum AccessoryType: Int, Hashable, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The line between rows, which `UITableView.separatorStyle` takes
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle).
    public enum SeparatorStyle: Int, Hashable, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
}
