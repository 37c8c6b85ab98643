/// An observation with a normalized bounding box (Apple's documentation of `VNDetectedObjectObservation`).
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
    open var boundingBox: CGRect { .zero }
}
