/// Finds faces (Apple's documentation of `VNDetectFaceRectanglesRequest`,
/// https://developer.apple.com/documentation/vision/vndetectfacerectanglesrequest): none here.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
}
