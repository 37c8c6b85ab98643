import Foundation

/// An image to filter (Apple's documentation of `CIImage`): here the `CGImage` it was made from,
/// its extent that image's bounds in pixels.
open class CIImage: NSObject, @unchecked Sendable {
    public let cgImage: CGImage?
    public let extent: CGRect

    public convenience init(cgImage image: CGImage) { self.init(cgImage: image, options: nil) }

    public init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        cgImage = image
        extent = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    }

    /// An image of one colour everywhere (`CIImage(color:)`): of infinite extent, as Apple's,
    /// which code crops before rendering; its pixels are not made here.
    public convenience init(color: CIColor) { self.init(pixels: nil, extent: .infinite) }

    /// An image of no pixels (`CIImage.empty()`), of an empty extent.
    public class func empty() -> CIImage { CIImage(pixels: nil, extent: .zero) }

    /// The same image, for UIKit's `CIImage(image:)` of an image made from one.
    convenience init(copying image: CIImage) { self.init(pixels: image.cgImage, extent: image.extent) }

    init(pixels: CGImage?, extent: CGRect) { cgImage = pixels; self.extent = extent }

    /// The part of the image inside `rect` (Core Image's y-up pixels): its extent the
    /// intersection, its pixels that part of the `CGImage`.
    open func cropped(to rect: CGRect) -> CIImage {
        let kept = extent.intersection(rect)
        guard !kept.isNull, !kept.isEmpty else { return .empty() }
        guard let cgImage else { return CIImage(pixels: nil, extent: kept) }
        let flipped = CGRect(x: kept.minX - extent.minX, y: extent.maxY - kept.maxY, width: kept.width, height: kept.height)
        return CIImage(pixels: cgImage.cropping(to: flipped), extent: kept)
    }
}

/// The options of making a `CIImage` (Apple's `CIImageOption`, its keys' values).
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
}
