/// UIKit's grid (https://developer.apple.com/documentation/uikit/uicollectionview), as
/// representables make one. It is drawn as a placeholder here (`UIViewRepresentable`), so it never
/// asks its data source for items: registered cell classes are not kept, and a cell dequeued in
/// code is a fresh plain cell. Its delegate is set through `UIScrollView.delegate`.
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    open func reloadData() {}

    /// A fresh collection view with a flow layout: see `UIView.appearance()`.
    open override class func appearance() -> UICollectionView {
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// The direction a flow layout scrolls (https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection).
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical = 0, horizontal
    }
}
