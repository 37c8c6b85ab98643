import Foundation

/// The QR code generator's inputs (Apple's `CIQRCodeGenerator` protocol of
/// `CoreImage.CIFilterBuiltins`): the message's bytes and the error correction level's letter.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: String { get set }
}

extension CIFilter {
    /// A filter that makes a QR code (Apple's `CIFilter.qrCodeGenerator()`), as
    /// `CIFilter(name: "CIQRCodeGenerator")` does.
    public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { QRCodeGeneratorFilter(builtIn: .qrCodeGenerator) }
}

/// `CIFilter.qrCodeGenerator()`'s filter: its typed inputs are its `inputMessage` and
/// `inputCorrectionLevel` values.
final class QRCodeGeneratorFilter: CIFilter, CIQRCodeGenerator, @unchecked Sendable {
    var message: Data {
        get { value(forKey: "inputMessage") as? Data ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }

    var correctionLevel: String {
        get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
}

extension CIFilter.BuiltIn {
    /// `CIQRCodeGenerator` (Apple's Core Image Filter Reference and the documentation of
    /// `qrCodeGenerator()`): the message's bytes as a QR code of ISO/IEC 18004 (`QRCodeSymbol`),
    /// at the correction level's letter (L 7 %, M 15 %, the default, Q 25 %, H 30 %); one pixel a
    /// module, dark modules black and light ones white, all opaque, inside a quiet zone of one
    /// module (docs/reference/core-image-qr-code.md). Nil without a message, for a letter that is
    /// not a level, or for a message too long for version 40.
    static let qrCodeGenerator = CIFilter.BuiltIn(
        name: "CIQRCodeGenerator", inputKeys: ["inputMessage", "inputCorrectionLevel"],
        defaults: ["inputCorrectionLevel": "M"]
    ) { inputs in
        guard let message = inputs["inputMessage"] as? Data,
              let level = QRCodeSymbol.Level(rawValue: inputs["inputCorrectionLevel"] as? String ?? "M"),
              let symbol = QRCodeSymbol(message: message, level: level) else { return nil }
        let image = symbol.image
        return CIImage(pixels: image, extent: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    }
}
