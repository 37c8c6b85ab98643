/// A class of an image (Apple's documentation of `VNClassificationObservation`).
open class VNClassificationObservation: VNObservation, @unchecked Sendable {
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }
}
