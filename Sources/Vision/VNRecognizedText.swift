/// One reading of recognized text (Apple's documentation of `VNRecognizedText`).
open class VNRecognizedText: NSObject, @unchecked Sendable {
    public let string: String
    public let confidence: Float

    init(string: String, confidence: Float) {
        self.string = string
        self.confidence = confidence
    }
}
