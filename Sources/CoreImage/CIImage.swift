import Foundation

/// An image to filter (Apple's documentation of `CIImage`): here the `CGImage` it was made from,
/// its extent that image's bounds in pixels.
open class CIImage: NSObject, @unchecked Sendable {
    public let cgImage: CGImage?
    public let extent: CGRect

    public init(cgImage image: CGImage) {
        cgImage = image
        extent = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    }

    public init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        cgImage = image
        extent = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    }

    /// An image of no pixels (`CIImage.empty()`), of an empty extent.
    public class func empty() -> CIImage { CIImage(extent: .zero) }

    init(extent: CGRect) { cgImage = nil; self.extent = extent }
}

/// The options of making a `CIImage` (Apple's `CIImageOption`, its keys' values).
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
}
