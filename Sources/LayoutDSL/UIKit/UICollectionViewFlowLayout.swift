/// A collection view layout of items in rows or columns, wrapping as a line fills
/// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout). It keeps its
/// metrics, with UIKit's defaults (50 × 50 items, 10-point spacing); it lays out nothing
/// (`UICollectionViewLayout`).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
}
