import LayoutDSL

/// Loads assets' images (Apple's documentation of `PHImageManager`,
/// https://developer.apple.com/documentation/photokit/phimagemanager). There are no assets here:
/// a request answers at once with nil.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let defaultManager = PHImageManager()

    open class func `default`() -> PHImageManager { defaultManager }

    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> Int32 {
        resultHandler(nil, nil)
        return 0
    }

    open func cancelImageRequest(_ requestID: Int32) {}
}

/// A size that asks for an asset's full size (Apple's documentation of `PHImageManagerMaximumSize`).
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
