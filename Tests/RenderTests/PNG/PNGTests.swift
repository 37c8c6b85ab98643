import LayoutDSL
import Render
import Testing

struct PNGTests {
    @Test func roundTripKeepsPixels() throws {
        var canvas = Canvas(width: 3, height: 2)
        canvas[0, 0] = Pixel(r: 255, g: 0, b: 0, a: 255)
        canvas[1, 0] = Pixel(r: 0, g: 64, b: 0, a: 128)
        canvas[2, 1] = Pixel(r: 10, g: 20, b: 30, a: 255)
        let decoded = try PNG.decode(try PNG.encode(canvas))
        #expect(decoded == canvas)
    }

    @Test func opaqueImagesEncodeAsRGB() throws {
        let data = try PNG.encode(Canvas(width: 2, height: 2, fill: Pixel(r: 1, g: 2, b: 3, a: 255)))
        // IHDR colour type byte (offset 25): 2 = RGB.
        #expect(data[25] == 2)
    }

    @Test func corruptInputThrows() throws {
        var data = try PNG.encode(Canvas(width: 8, height: 8, fill: Pixel(r: 1, g: 2, b: 3, a: 255)))
        #expect(throws: PNGError.self) { try PNG.decode(Data("not a png".utf8)) }
        #expect(throws: PNGError.self) { try PNG.decode(data.prefix(40)) }
        data[data.count - 20] ^= 0xFF
        #expect(throws: PNGError.self) { try PNG.decode(data) }
    }

    @Test func encodingIsDeterministic() throws {
        let canvas = try render(Circle().fill(.red), width: 50, height: 50, scale: 2)
        #expect(try PNG.encode(canvas) == PNG.encode(canvas))
    }
}

/// Reliability issue, item 12: what the encoder writes, the decoder reads: one side limit.
struct PNGLimitTests {
    @Test func encoderRefusesWhatTheDecoderWouldNot() throws {
        #expect(throws: PNGError.self) { try PNG.encode(Canvas(width: PNG.maximumDimension + 1, height: 1)) }
        let widest = try PNG.encode(Canvas(width: PNG.maximumDimension, height: 1))
        #expect(try PNG.decode(widest).width == PNG.maximumDimension)
    }
}
