import LayoutDSL

/// How an image is fitted to the requested size (Apple's documentation of `PHImageContentMode`).
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0
    case aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// Options of an image request (Apple's documentation of `PHImageRequestOptions`).
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// How fast against how good (Apple's documentation of `PHImageRequestOptionsDeliveryMode`).
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
    open var deliveryMode: DeliveryMode = .opportunistic
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    public override init() {}
}

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
