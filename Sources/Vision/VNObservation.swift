/// A result of a request (Apple's documentation of `VNObservation`,
/// https://developer.apple.com/documentation/vision/vnobservation).
open class VNObservation: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    /// How sure the request is, 0 to 1.
    open var confidence: Float { 0 }
}
