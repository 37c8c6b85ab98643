import Foundation

/// A Data Matrix code's description (iOS SDK, CoreImage's CIBarcodeDescriptor.h), for its error
/// correction versions, with the SDK's raw values. No barcode is read or made here.
open class CIDataMatrixCodeDescriptor: NSObject, @unchecked Sendable {
    public enum ECCVersion: Int, Sendable {
        case v000 = 0, v050 = 50, v080 = 80, v100 = 100, v140 = 140, v200 = 200
    }
}
