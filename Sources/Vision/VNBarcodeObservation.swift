/// A found barcode (Apple's documentation of `VNBarcodeObservation`).
open class VNBarcodeObservation: VNDetectedObjectObservation, @unchecked Sendable {
    open var payloadStringValue: String? { nil }
    open var symbology: VNBarcodeSymbology { .qr }
}
