import LayoutDSL

/// Options of an image request (Apple's documentation of `PHImageRequestOptions`).
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// How fast against how good (Apple's documentation of `PHImageRequestOptionsDeliveryMode`).
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
    open var deliveryMode: DeliveryMode = .opportunistic
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    public override init() {}
}
