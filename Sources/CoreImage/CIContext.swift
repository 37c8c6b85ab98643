import Foundation

/// What renders a `CIImage` (Apple's documentation of `CIContext`): an image made from a
/// `CGImage` renders as that image, the part of it in the rectangle asked for.
open class CIContext: NSObject, @unchecked Sendable {
    public let options: [CIContextOption: Any]

    public init(options: [CIContextOption: Any]? = nil) { self.options = options ?? [:] }

    public override convenience init() { self.init(options: nil) }

    /// The part of `image` in `fromRect` as a `CGImage`; nil for an image that holds none, or a
    /// rectangle outside it.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let cgImage = image.cgImage else { return nil }
        if fromRect == image.extent { return cgImage }
        // Core Image's rectangles are y up; `cropping(to:)` takes one from the top left.
        let flipped = CGRect(x: fromRect.minX - image.extent.minX, y: image.extent.maxY - fromRect.maxY,
                             width: fromRect.width, height: fromRect.height)
        return cgImage.cropping(to: flipped)
    }
}

/// The options of a context (Apple's `CIContextOption`, its keys' values).
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}
