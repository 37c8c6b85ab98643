/// Classifies an image (Apple's documentation of `VNClassifyImageRequest`,
/// https://developer.apple.com/documentation/vision/vnclassifyimagerequest): no class here.
open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {}
