/// A found face (Apple's documentation of `VNFaceObservation`).
open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {
    open var roll: NSNumber? { nil }
    open var yaw: NSNumber? { nil }
}
