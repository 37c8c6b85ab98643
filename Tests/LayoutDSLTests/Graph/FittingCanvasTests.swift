import LayoutDSL
import Testing

/// A host that sizes to fit takes the view's ideal size rounded up to the display's pixel grid,
/// as iOS hosts a view that fits (docs/reference/ios-conformance-cases.md: a body `Text` 20.33
/// points tall is 61 pixels at 3x on iOS 26, where whole points made 63).
struct FittingCanvasTests {
    static func canvas(scale: CGFloat) throws -> CGSize {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let host = ViewHost(Color.red.frame(width: 20.2, height: 10.7), canvasSize: CGSize(width: 390, height: 844),
                            environment: environment)
        host.sizesToFit = true
        return try host.update().canvasSize
    }

    @Test func idealSizesRoundUpToThePixel() throws {
        let third = try Self.canvas(scale: 3)
        // 20.2 × 3 = 60.6 → 61 pixels; 10.7 × 3 = 32.1 → 33 pixels, 11 points.
        #expect(abs(third.width - 61.0 / 3) < 1e-9 && third.height == 11)
        #expect(try Self.canvas(scale: 2) == CGSize(width: 20.5, height: 11))
        #expect(try Self.canvas(scale: 1) == CGSize(width: 21, height: 11))
    }

    /// A length already on the grid, whatever its last bits, keeps its pixels: 61 at 3x, not 62.
    @Test func lengthsOnTheGridKeepTheirPixels() throws {
        let host = ViewHost(Color.red.frame(width: 61.0 / 3, height: 1), canvasSize: CGSize(width: 390, height: 844))
        host.environment.displayScale = 3
        host.sizesToFit = true
        let size = try host.update().canvasSize
        #expect(abs(size.width * 3 - 61) < 1e-9)
    }
}
