import LayoutDSL
@testable import Render
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

    /// The vector passes against the definition, worked out one pixel at a time: for each box
    /// radius, each row's window sums, then each column's, over transparent surroundings, every
    /// average rounded half up to a byte. Sizes leave partial blocks along both axes (blocks are
    /// 16 rows by 16 columns of an alpha plane, 4 by 4 pixels of RGBA), so a lane or a row sent to
    /// the wrong place by the block transposition, or a tail column left out, shows.
    @Test(arguments: [(37, 23, CGFloat(3)), (16, 33, 1.5), (70, 35, 5), (5, 19, 2)])
    func boxPassesMatchTheDefinition(width: Int, height: Int, sigma: CGFloat) {
        var random = UInt64(width * 1_000 + height)
        let bytes = (0..<(width * height * 4)).map { _ in
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: random >> 56)
        }
        var alpha = Array(bytes[0..<(width * height)])
        alpha.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: width, height: height, sigma: sigma, lanes: SIMD16<UInt8>.self) }
        #expect(alpha.map(Int.init) == definition(bytes[0..<(width * height)].map(Int.init), width: width, height: height, sigma: sigma))
        var pixels = (0..<(width * height)).map { i in (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[4 * i + $1]) << (8 * $1) } }
        pixels.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: width, height: height, sigma: sigma, lanes: SIMD4<UInt32>.self) }
        for channel in 0..<4 {
            let expected = definition((0..<(width * height)).map { Int(bytes[4 * $0 + channel]) }, width: width, height: height, sigma: sigma)
            #expect(pixels.map { Int($0 >> (8 * channel) & 0xFF) } == expected, "channel \(channel)")
        }
    }

    /// Ink in one patch of a transparent plane, near an edge or inside: the passes that run only
    /// over the rows and columns the ink has reached (`BoxBlur.blur`) give the definition's bytes,
    /// and the same bytes wherever the patch sits (a group of sixteen columns or rows left out
    /// where the ink spreads into it, or a window's sum begun at the wrong row, breaks both).
    @Test(arguments: [(3, 5, 9, 4, CGFloat(3)), (40, 28, 17, 19, 2.5), (0, 0, 6, 6, 6), (55, 2, 8, 30, 1.5)])
    func inkInAPatchBlursAsTheDefinition(x: Int, y: Int, patchWidth: Int, patchHeight: Int, sigma: CGFloat) {
        let (width, height) = (64, 48)
        var random = UInt64(x * 1_000 + y)
        var plane = [Int](repeating: 0, count: width * height)
        for py in y..<y + patchHeight {
            for px in x..<x + patchWidth {
                random = random &* 6364136223846793005 &+ 1442695040888963407
                plane[py * width + px] = Int(random >> 56)
            }
        }
        var alpha = plane.map(UInt8.init)
        alpha.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: width, height: height, sigma: sigma, lanes: SIMD16<UInt8>.self) }
        #expect(alpha.map(Int.init) == definition(plane, width: width, height: height, sigma: sigma))
        #expect(alpha.filter { $0 != 0 }.count > patchWidth * patchHeight)
    }

    /// One channel blurred by the definition: for each box radius, each row's window sums, then
    /// each column's, over transparent surroundings, every average rounded half up to a byte.
    private func definition(_ plane: [Int], width: Int, height: Int, sigma: CGFloat) -> [Int] {
        var plane = plane
        for radius in BoxBlur.boxRadii(sigma: sigma) where radius > 0 {
            let window = 2 * radius + 1
            func average(_ at: (Int) -> Int, _ count: Int) -> [Int] {
                (0..<count).map { i in ((i - radius)...(i + radius)).filter { (0..<count).contains($0) }.map(at).reduce(0, +) }
                    .map { ($0 + window / 2) / window }
            }
            for y in 0..<height {
                let row = average({ plane[y * width + $0] }, width)
                for x in 0..<width { plane[y * width + x] = row[x] }
            }
            for x in 0..<width {
                let column = average({ plane[$0 * width + x] }, height)
                for y in 0..<height { plane[y * width + x] = column[y] }
            }
        }
        return plane
    }
}
