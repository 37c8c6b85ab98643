import LayoutDSL
@testable import Render
import Testing

/// Colour effects act on the view's rendered pixels with the documented matrices.
struct ColorFilterTests {
    private let color = Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)

    private func pixel<V: View>(_ view: V) throws -> Pixel { try render(view.frame(width: 4, height: 4), width: 4, height: 4)[2, 2] }

    @Test func invertBrightnessContrast() throws {
        #expect(try pixel(color.colorInvert()) == Pixel(r: 55, g: 155, b: 205, a: 255))
        // + 0.2 · 255 = 51 per channel.
        #expect(try pixel(color.brightness(0.2)) == Pixel(r: 251, g: 151, b: 101, a: 255))
        // (c − 0.5) · 1.5 + 0.5.
        #expect(try pixel(color.contrast(1.5)) == Pixel(r: 236, g: 86, b: 11, a: 255))
        #expect(try pixel(color.contrast(0)) == Pixel(r: 128, g: 128, b: 128, a: 255))
    }

    /// Grey keeps the Rec. 709 luminance (0.213 R + 0.715 G + 0.072 B).
    @Test func grayscaleAndSaturation() throws {
        #expect(try pixel(Color(red: 1, green: 0, blue: 0).grayscale(1)) == Pixel(r: 54, g: 54, b: 54, a: 255))
        #expect(try pixel(color.saturation(1)) == Pixel(r: 200, g: 100, b: 50, a: 255))
        #expect(try pixel(color.grayscale(0)) == Pixel(r: 200, g: 100, b: 50, a: 255))
    }

    @Test func hueRotation() throws {
        #expect(try pixel(color.hueRotation(.degrees(0))) == Pixel(r: 200, g: 100, b: 50, a: 255))
        // A half turn of pure green in the W3C matrix: (0.715 + 0.715, 0.715 − 0.285, 0.715 + 0.715) → clamped.
        let p = try pixel(Color(red: 0, green: 1, blue: 0).hueRotation(.degrees(180)))
        #expect(p.g < p.r && p.g < p.b)
    }

    @Test func multiplyAndLuminanceToAlpha() throws {
        #expect(try pixel(Color.white.colorMultiply(color)) == Pixel(r: 200, g: 100, b: 50, a: 255))
        // White is fully opaque black; red is 21 % opaque black.
        #expect(try pixel(Color.white.luminanceToAlpha()) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(try pixel(Color(red: 1, green: 0, blue: 0).luminanceToAlpha()) == Pixel(r: 0, g: 0, b: 0, a: 54))
    }

    /// Filters work on straight colour: a half-transparent view inverts its colour, not its alpha.
    @Test func transparentPixelsKeepTheirAlpha() throws {
        let p = try pixel(Color.white.opacity(0.5).colorInvert())
        #expect(p == Pixel(r: 0, g: 0, b: 0, a: 128))
    }
}
