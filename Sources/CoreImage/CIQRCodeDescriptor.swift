import Foundation

/// A QR code's description (iOS SDK, CoreImage's CIBarcodeDescriptor.h), for its error
/// correction levels, whose raw values are the levels' letters. No barcode is read or made here.
open class CIQRCodeDescriptor: NSObject, @unchecked Sendable {
    public enum ErrorCorrectionLevel: Int, Sendable {
        case levelL = 76, levelM = 77, levelQ = 81, levelH = 72
    }
}
