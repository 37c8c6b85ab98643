import CoreLocation

/// A photo or video of the library (Apple's documentation of `PHAsset`,
/// https://developer.apple.com/documentation/photokit/phasset). The library is empty here, so
/// every fetch finds none.
open class PHAsset: NSObject, @unchecked Sendable {
    open private(set) var localIdentifier: String
    open private(set) var mediaType: PHAssetMediaType = .unknown
    open private(set) var pixelWidth = 0
    open private(set) var pixelHeight = 0
    open private(set) var creationDate: Date?
    open private(set) var modificationDate: Date?
    open private(set) var location: CLLocation?
    open private(set) var duration: TimeInterval = 0
    open private(set) var isFavorite = false
    open private(set) var isHidden = false

    init(localIdentifier: String) { self.localIdentifier = localIdentifier }

    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
}
