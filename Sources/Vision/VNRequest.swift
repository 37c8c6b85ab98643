/// An image analysis request (Apple's documentation of `VNRequest`,
/// https://developer.apple.com/documentation/vision/vnrequest). Performed here, it finds nothing:
/// `results` becomes an empty array and the completion handler is called with no error, as for
/// an image with nothing in it. `results` is `[VNObservation]?` on every request, to be cast
/// (`request.results as? [VNRecognizedTextObservation]`): Apple's subclasses narrow its type, which
/// a Swift subclass cannot.
open class VNRequest: NSObject, @unchecked Sendable {
    /// What `perform` calls once the request has run.
    public typealias CompletionHandler = (VNRequest, (any Error)?) -> Void

    public let completionHandler: CompletionHandler?
    open private(set) var results: [VNObservation]?
    open var revision = 1
    open var usesCPUOnly = false
    open var preferBackgroundProcessing = false

    public init(completionHandler: CompletionHandler? = nil) { self.completionHandler = completionHandler }

    public override convenience init() { self.init(completionHandler: nil) }

    /// Runs on an image with nothing found in it.
    func run() {
        results = []
        completionHandler?(self, nil)
    }

    open func cancel() {}
}
