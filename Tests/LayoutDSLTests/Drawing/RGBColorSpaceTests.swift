@testable import LayoutDSL
import Testing

/// Colours given in linear sRGB and Display P3 resolve to the sRGB-encoded components they
/// stand for (CSS Color 4 conversions); `.displayP3` was taken as sRGB.
struct RGBColorSpaceTests {
    private func components(_ color: Color) -> [Float] {
        let c = color.resolve(in: EnvironmentValues())
        return [c.red, c.green, c.blue, c.opacity]
    }

    private func close(_ a: [Float], _ b: [Float]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 0.0005 } }

    @Test func linearMidGreyEncodesToSRGB() {
        // 0.5 linear light is 0.7354 encoded; 0.002 lies on the linear segment: 12.92 × 0.002.
        #expect(close(components(Color(.sRGBLinear, red: 0.5, green: 0.002, blue: 0)), [0.7354, 0.02584, 0, 1]))
    }

    @Test func displayP3RedLiesOutsideSRGB() {
        // P3's red primary in extended sRGB: (1.0931, -0.2267, -0.1501) (CSS Color 4 sample values).
        #expect(close(components(Color(.displayP3, red: 1, green: 0, blue: 0)), [1.0931, -0.2267, -0.1501, 1]))
        // White and grey are the same in both spaces.
        #expect(close(components(Color(.displayP3, white: 0.5)), [0.5, 0.5, 0.5, 1]))
    }

    @Test func resolvedTakesItsColorSpaceAndReadsLinear() {
        var c = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0.5, blue: 0.5, opacity: 0.25)
        #expect(abs(c.red - 0.7354) < 0.0005 && c.opacity == 0.25)
        #expect(abs(c.linearRed - 0.5) < 0.00001)
        c.linearBlue = 1
        #expect(abs(c.blue - 1) < 0.00001)
    }
}
