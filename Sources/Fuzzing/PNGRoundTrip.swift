import Foundation
import Render

/// The PNG oracle: the frame as `snap` writes it reads back as the same pixels (the run
/// encoder's matches, blocks and codes through zlib's inflate), up to 4 megapixels (a 3x iPhone
/// frame is 3): the generator's larger canvases, up to 64, would pass the campaign's memory
/// limit in the encoder's and decoder's buffers, and up to 16 made a campaign eight times slower.
enum PNGRoundTrip {
    static let pixelLimit = 1 << 22

    /// What is wrong with the canvas's PNG, if anything; `encode` is the shipped encoder (a test
    /// hands the oracle a broken one).
    static func defect(of canvas: Canvas, encode: (Canvas) throws -> Data = { try PNG.encode($0) }) -> String? {
        guard canvas.width > 0, canvas.height > 0, canvas.width * canvas.height <= pixelLimit else { return nil }
        do {
            return try PNG.decode(encode(canvas)) == canvas ? nil : "the PNG decodes to other pixels"
        } catch {
            return "PNG: \(error)"
        }
    }
}
