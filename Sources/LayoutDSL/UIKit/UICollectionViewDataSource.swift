import Foundation

/// What a collection view asks for its items (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource):
/// the two methods UIKit requires are requirements; sections default to one. Collection views
/// are drawn as a placeholder here (`UICollectionView`), so nothing calls them.
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
