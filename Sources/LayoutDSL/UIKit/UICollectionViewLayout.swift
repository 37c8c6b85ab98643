/// The base of a collection view's layouts (https://developer.apple.com/documentation/uikit/uicollectionviewlayout).
/// Collection views are drawn as a placeholder here (`UICollectionView`), so layouts lay out nothing.
open class UICollectionViewLayout {
    public init() {}
    open func invalidateLayout() {}
}
