/// Text found in an image (Apple's documentation of `VNRecognizedTextObservation`).
open class VNRecognizedTextObservation: VNDetectedObjectObservation, @unchecked Sendable {
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
}
