import Foundation
import Render
import Testing

/// `snap render --device` draws the status bar and home indicator; `--no-system-ui` does not;
/// a plain canvas never has them.
struct SystemUICLITests {
    /// Pixels in the status bar's left ear (points 0…133 by 0…59) darker than the background.
    private func darkPixelsInLeftEar(_ canvas: Canvas, scale: Int) -> Int {
        var count = 0
        for y in 0..<(59 * scale) { for x in 0..<(133 * scale) where canvas[x, y].r < 128 { count += 1 } }
        return count
    }

    @Test func deviceCanvasShowsTheStatusBarUnlessTurnedOff() throws {
        let cli = SnapCLITests()
        #expect(try cli.snap("render", "primitives", "--device", "iphone-16", "--scale", "1", "-o", "on", "--quiet").status == 0)
        #expect(try cli.snap("render", "primitives", "--device", "iphone-16", "--scale", "1", "--no-system-ui", "-o", "off", "--quiet").status == 0)
        let on = try cli.png("on/primitives@1x_0.png"), off = try cli.png("off/primitives@1x_0.png")
        #expect(darkPixelsInLeftEar(on, scale: 1) > 20)
        #expect(darkPixelsInLeftEar(off, scale: 1) == 0)
        // In dark mode the status bar is white on black.
        #expect(try cli.snap("render", "primitives", "--device", "iphone-16", "--scale", "1", "--color-scheme", "dark", "-o", "dark", "--quiet").status == 0)
        let dark = try cli.png("dark/primitives@1x_0.png")
        var light = 0
        for y in 0..<59 { for x in 0..<133 where dark[x, y].r > 128 { light += 1 } }
        #expect(light > 20)
    }
}
