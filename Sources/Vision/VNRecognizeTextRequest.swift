/// Recognizes text (Apple's documentation of `VNRecognizeTextRequest`,
/// https://developer.apple.com/documentation/vision/vnrecognizetextrequest): finds none here.
open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    open var recognitionLevel: VNRequestTextRecognitionLevel = .accurate
    open var recognitionLanguages = ["en-US"]
    open var usesLanguageCorrection = true
    open var customWords: [String] = []
    open var minimumTextHeight: Float = 0
    open var automaticallyDetectsLanguage = false


    open func supportedRecognitionLanguages() throws -> [String] { ["en-US"] }
}
