import Foundation

/// How video fills a layer's bounds (Apple's documentation of `AVLayerVideoGravity`,
/// https://developer.apple.com/documentation/avfoundation/avlayervideogravity), with Apple's raw values.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Stretched to fill the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// Fitted inside the bounds, keeping its aspect ratio (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Filling the bounds, keeping its aspect ratio, cropped.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}
