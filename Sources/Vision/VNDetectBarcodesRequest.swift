/// Finds barcodes (Apple's documentation of `VNDetectBarcodesRequest`,
/// https://developer.apple.com/documentation/vision/vndetectbarcodesrequest): none here.
open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable {
    open var symbologies: [VNBarcodeSymbology] = [.qr, .ean13, .code128]


    open func supportedSymbologies() throws -> [VNBarcodeSymbology] { [.qr, .aztec, .pdf417, .dataMatrix, .ean8, .ean13, .code128] }
}
