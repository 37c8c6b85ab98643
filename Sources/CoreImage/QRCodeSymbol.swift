internal import CQREncode
import Foundation

/// A QR code's modules, row by row from the top, as Core Image's generator makes them
/// (docs/reference/core-image-qr-code.md): the message in one byte-mode segment, in the smallest
/// version that holds it at the level, by libqrencode; of the eight mask patterns, the one of
/// least penalty by ISO/IEC 18004's rules (`QRCodeMaskPenalty`), the first on a tie.
struct QRCodeSymbol {
    /// Modules a side.
    let width: Int
    /// Whether each module is dark, row after row.
    let dark: [Bool]

    /// Light modules around the symbol in `CIQRCodeGenerator`'s output.
    static let quietZone = 1

    /// The error correction level of a letter of `inputCorrectionLevel`.
    enum Level: String {
        case L, M, Q, H

        var libqrencode: QRecLevel {
            switch self {
            case .L: QR_ECLEVEL_L
            case .M: QR_ECLEVEL_M
            case .Q: QR_ECLEVEL_Q
            case .H: QR_ECLEVEL_H
            }
        }
    }

    init?(message: Data, level: Level) {
        var best: (penalty: Int, width: Int, dark: [Bool])?
        for mask: Int32 in 0..<8 {
            guard let symbol = Self.encode(message, level: level, mask: mask) else { return nil }
            let penalty = QRCodeMaskPenalty.of(symbol.dark, width: symbol.width)
            if let kept = best, kept.penalty <= penalty { continue }
            best = (penalty, symbol.width, symbol.dark)
        }
        guard let best else { return nil }
        width = best.width
        dark = best.dark
    }

    /// The symbol at one mask pattern; nil when the message does not fit version 40. An empty
    /// message is a symbol of no segment (libqrencode takes no empty one).
    private static func encode(_ message: Data, level: Level, mask: Int32) -> (width: Int, dark: [Bool])? {
        guard let input = QRinput_new2(0, level.libqrencode) else { return nil }
        defer { QRinput_free(input) }
        if !message.isEmpty {
            let appended = message.withUnsafeBytes { bytes in
                QRinput_append(input, QR_MODE_8, Int32(bytes.count), bytes.baseAddress?.assumingMemoryBound(to: UInt8.self))
            }
            guard appended == 0 else { return nil }
        }
        guard let code = QRcode_encodeMask(input, mask) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        // Bit 0 of each of libqrencode's bytes says the module is dark (qrencode.h).
        return (width, (0..<width * width).map { code.pointee.data[$0] & 1 == 1 })
    }

    /// The symbol drawn one unit a module in a white square `quietZone` modules wider each side:
    /// each row's runs of dark modules as rectangles of one black path, in Core Graphics' y-up
    /// device space.
    var image: CGImage {
        let quietZone = Self.quietZone, side = width + 2 * quietZone
        let context = CGContext(width: side, height: side, alphaInfo: .premultipliedLast, transform: .identity)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        var runs: [CGRect] = []
        for row in 0..<width {
            var column = 0
            while column < width {
                guard dark[row * width + column] else { column += 1; continue }
                let start = column
                while column < width, dark[row * width + column] { column += 1 }
                runs.append(CGRect(x: quietZone + start, y: side - quietZone - row - 1, width: column - start, height: 1))
            }
        }
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(runs)
        return context.makeImage() ?? CGImage(width: side, height: side, alphaInfo: .premultipliedLast, commands: [])
    }
}
