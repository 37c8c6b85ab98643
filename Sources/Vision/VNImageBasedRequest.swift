/// A request that analyzes an image (Apple's documentation of `VNImageBasedRequest`).
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    /// The part of the image analyzed, normalized (the whole image by default).
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}
