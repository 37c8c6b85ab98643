import Foundation
@testable import Fuzzing
import Render
import Testing

/// The campaign's PNG oracle reports a frame whose PNG reads back as other pixels, or fails, and
/// leaves canvases past its size limit alone.
struct PNGRoundTripTests {
    /// A canvas with opaque, translucent and clear pixels in runs and noise (premultiplied, as
    /// the renderer's are: no channel above the alpha).
    static let canvas: Canvas = {
        var canvas = Canvas(width: 64, height: 48)
        var seed: UInt32 = 7
        for y in 0..<48 {
            for x in 0..<64 {
                seed = seed &* 1_103_515_245 &+ 12_345
                let alpha = UInt8(x * 4)
                canvas[x, y] = x < 20 ? Pixel(r: 255, g: 59, b: 48, a: 255)
                    : x < 40 ? Pixel(r: 0, g: 0, b: 0, a: 0) : Pixel(r: min(UInt8(seed >> 24), alpha), g: min(UInt8(y * 5), alpha), b: alpha / 2, a: alpha)
            }
        }
        return canvas
    }()

    @Test func theShippedEncoderPasses() {
        #expect(PNGRoundTrip.defect(of: Self.canvas) == nil)
    }

    /// An encoder that changes one pixel, or one that fails, is a defect.
    @Test func aWrongOrFailingEncoderIsADefect() {
        let wrong = PNGRoundTrip.defect(of: Self.canvas) { canvas in
            var changed = canvas
            changed[63, 47] = Pixel(r: 1, g: 2, b: 3, a: 255)
            return try PNG.encode(changed)
        }
        #expect(wrong == "the PNG decodes to other pixels")
        struct Broken: Error {}
        #expect(PNGRoundTrip.defect(of: Self.canvas) { _ in throw Broken() } == "PNG: Broken()")
        #expect(PNGRoundTrip.defect(of: Self.canvas) { _ in Data([0x89, 0x50, 0x4E, 0x47]) }?.hasPrefix("PNG: ") == true)
    }

    /// Past 4 megapixels, and for empty canvases, the encoder is not asked.
    @Test func largeAndEmptyCanvasesAreNotEncoded() {
        final class Calls { var count = 0 }
        let calls = Calls()
        let encode: (Canvas) throws -> Data = { calls.count += 1; return try PNG.encode($0) }
        #expect(PNGRoundTrip.defect(of: Canvas(width: 2049, height: 2048), encode: encode) == nil)
        #expect(PNGRoundTrip.defect(of: Canvas(width: 0, height: 10), encode: encode) == nil)
        #expect(calls.count == 0)
        #expect(PNGRoundTrip.defect(of: Canvas(width: 2048, height: 2048), encode: encode) == nil)
        #expect(calls.count == 1)
    }
}
