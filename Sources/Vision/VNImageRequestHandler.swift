/// Runs requests on one image (Apple's documentation of `VNImageRequestHandler`,
/// https://developer.apple.com/documentation/vision/vnimagerequesthandler). There is no image
/// analysis here: each request runs at once, on the caller's thread, and finds nothing.
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
    public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
    public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {}
    public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {}

    open func perform(_ requests: [VNRequest]) throws { requests.forEach { $0.run() } }
}
