/// A collection view's item (https://developer.apple.com/documentation/uikit/uicollectionviewcell).
/// Collection views are drawn as a placeholder here (`UICollectionView`); a cell keeps what is set.
open class UICollectionViewCell: UIView {
    /// The view custom content is added to.
    public let contentView = UIView()
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false

    open func prepareForReuse() {}

    /// A fresh cell: see `UIView.appearance()`.
    open override class func appearance() -> UICollectionViewCell { UICollectionViewCell() }
}
