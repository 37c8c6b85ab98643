import LayoutDSL
import Render
import Testing

/// The shipped encoder (issue 19 §2): rows filtered with `none` or `up` by their residuals
/// where a sample of the frame says `up` pays, else `none`,
/// libdeflate's stream, libpng's chunks. Sizes are compared with libpng's own writer at zlib
/// level 1 and no filter, the bound the issue sets.
struct PNGEncoderTests {
    static let libpngLevel1 = PNG.Settings(.libpng(filter: 0x08, level: 1, strategy: 0))

    /// A flat UI frame: an opaque list of rows with text at 3x.
    static func listFrame() throws -> Canvas {
        try render(VStack(spacing: 0) {
            ForEach(0..<12) { row in
                HStack {
                    Circle().fill(Color.blue).frame(width: 29, height: 29)
                    Text("Row \(row)")
                    Spacer()
                    Text("Detail")
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
                .background(Color.white)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97)), width: 393, height: 600, scale: 3)
    }

    @Test func flatUIIsNoLargerThanLibpngAtLevel1() throws {
        let frame = try Self.listFrame()
        let shipped = try PNG.encode(frame), yardstick = try PNG.encode(frame, settings: Self.libpngLevel1)
        #expect(shipped[25] == 2)   // IHDR colour type: RGB
        #expect(shipped.count <= yardstick.count)
        #expect(try PNG.decode(shipped) == frame)
    }

    /// Rings and rotated bars at 3x, like RasterVsCairo's arrows: the per-row residual rule takes
    /// `up` for most rows here and came out larger than libpng with no filter (421,648 bytes
    /// against 372,010 on the arrows frame); the frame's sample, compressed both ways, turns `up`
    /// off.
    @Test func strokedShapesAreNoLargerThanLibpngAtLevel1() throws {
        let frame = try render(VStack(spacing: 0) {
            ForEach(0..<12) { row in
                HStack(spacing: 0) {
                    ForEach(0..<8) { column in
                        ZStack {
                            Circle().stroke(Color.blue, lineWidth: 2)
                            Rectangle().fill(Color.red).frame(width: 4, height: 24).rotationEffect(.degrees(Double(row * 8 + column) * 7.3))
                        }
                        .frame(width: 40, height: 36)
                    }
                }
            }
        }
        .background(Color.white), width: 320, height: 432, scale: 3)
        let shipped = try PNG.encode(frame), yardstick = try PNG.encode(frame, settings: Self.libpngLevel1)
        #expect(shipped.count <= yardstick.count, "\(shipped.count) bytes against \(yardstick.count)")
        #expect(try PNG.decode(shipped) == frame)
    }

    /// Every row of a vertical gradient differs from the one above by the same step: `up` turns
    /// it into a run, where no filter leaves a different byte in every row.
    @Test func gradientRowsAreFilteredUp() throws {
        var canvas = Canvas(width: 300, height: 256)
        for y in 0..<256 {
            for x in 0..<300 { canvas[x, y] = Pixel(r: UInt8(y), g: UInt8((x + y) & 0xFF), b: UInt8(255 - y), a: 255) }
        }
        let shipped = try PNG.encode(canvas), unfiltered = try PNG.encode(canvas, settings: Self.libpngLevel1)
        #expect(shipped.count * 5 < unfiltered.count)
        #expect(try PNG.decode(shipped) == canvas)
    }

    /// Widths that are not a multiple of the four pixels packed at a time, opaque and translucent.
    @Test(arguments: [1, 2, 3, 4, 5, 7, 9, 33])
    func oddWidthsRoundTrip(width: Int) throws {
        for alpha in [255, 77] as [UInt8] {
            var canvas = Canvas(width: width, height: 5)
            for y in 0..<5 {
                for x in 0..<width {
                    let v = UInt8((x * 37 + y * 11) % Int(alpha))
                    canvas[x, y] = Pixel(r: v, g: alpha - v, b: UInt8((x * y) % Int(alpha)), a: alpha)
                }
            }
            let data = try PNG.encode(canvas)
            #expect(data[25] == (alpha == 255 ? 2 : 6))   // IHDR colour type: RGB or RGBA
            #expect(try PNG.decode(data) == canvas)
        }
    }

    /// The encoder keeps its buffers per thread: a small image after a large one on the same
    /// thread gets the same bytes as when encoded first.
    @Test func reusedBuffersDoNotLeakIntoTheNextImage() throws {
        let small = Canvas(width: 3, height: 2, fill: Pixel(r: 9, g: 8, b: 7, a: 255))
        let first = try PNG.encode(small)
        _ = try PNG.encode(try Self.listFrame())
        #expect(try PNG.encode(small) == first)
    }

    /// The shipped settings compress a frame whose rows take `up` (the gradient) at level 1 and a
    /// frame kept at `none` (the list) at level 2: the same bytes as those levels alone, and
    /// levels 1 and 2 do differ on both (so a frame at the wrong level would fail).
    @Test func frameLevelFollowsItsFilter() throws {
        var gradient = Canvas(width: 300, height: 256)
        for y in 0..<256 {
            for x in 0..<300 { gradient[x, y] = Pixel(r: UInt8(y), g: UInt8((x * 7 + y * 3) & 0xFF), b: UInt8(255 - y), a: 255) }
        }
        let list = try Self.listFrame()
        for (frame, level) in [(gradient, Int32(1)), (list, 2)] {
            let one = try PNG.encode(frame, settings: PNG.Settings(.libdeflate(level: 1)))
            let two = try PNG.encode(frame, settings: PNG.Settings(.libdeflate(level: 2)))
            #expect(one != two)
            #expect(try PNG.encode(frame) == (level == 1 ? one : two))
        }
    }

    @Test func levelsOutsideLibdeflatesRangeAreClamped() throws {
        let canvas = Canvas(width: 4, height: 4, fill: Pixel(r: 200, g: 100, b: 50, a: 255))
        for level in [-5, 0, 12, 99] as [Int32] {
            #expect(try PNG.decode(PNG.encode(canvas, settings: PNG.Settings(.libdeflate(level: level)))) == canvas)
        }
    }
}
