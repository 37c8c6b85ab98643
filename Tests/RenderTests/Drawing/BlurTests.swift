import LayoutDSL
import Render
import Testing

/// `blur(radius:)`'s three box passes, pixel by pixel.
struct BlurTests {
    /// A 4 x 2 opaque blue bar blurred with radius 2 (σ = 2 px: boxes of radius 1, 1, 2, each
    /// along rows, then along columns, every average rounded to a byte). The expected alphas are
    /// those passes worked out by hand on the bar: the column pass runs a sum per column down
    /// the rows, and any mix-up of rows or columns breaks the symmetric profiles below.
    @Test func boxPassesGiveExactProfiles() throws {
        let bar = Color(red: 0, green: 0, blue: 1).frame(width: 4, height: 2).blur(radius: 2)
            .position(x: 10, y: 10).frame(width: 20, height: 20)
        let canvas = try render(bar, width: 20, height: 20)
        let column = (0..<20).map { Int(canvas.alpha(9, $0)) }
        let row = (0..<20).map { Int(canvas.alpha($0, 9)) }
        #expect(column == [0, 0, 0, 0, 0, 4, 16, 35, 54, 66, 66, 54, 35, 16, 4, 0, 0, 0, 0, 0])
        #expect(row == [0, 0, 0, 0, 2, 8, 21, 39, 56, 66, 66, 56, 39, 21, 8, 2, 0, 0, 0, 0])
        #expect(canvas[9, 9] == Pixel(r: 0, g: 0, b: 66, a: 66))
    }
}
