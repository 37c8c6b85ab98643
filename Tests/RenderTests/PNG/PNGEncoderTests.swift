import Foundation
import Synchronization
import LayoutDSL
import Render
import Testing

/// The shipped encoder (issue 19 §2): rows filtered with `none` or `up` by their residuals
/// where a sample of the frame says `up` pays, else `none`; an unfiltered stream compressed by
/// zlib in two halves at once, a filtered one by libdeflate; libpng's chunks. Sizes are compared with libpng's own writer at zlib
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

    /// Widths that are not a multiple of the four pixels packed at a time, opaque and translucent,
    /// in one row (no seam: all of it the second half), two (a row a half) and five.
    @Test(arguments: [1, 2, 3, 4, 5, 7, 9, 33])
    func oddWidthsRoundTrip(width: Int) throws {
        for alpha in [255, 77] as [UInt8] {
          for height in [1, 2, 5] {
            var canvas = Canvas(width: width, height: height)
            for y in 0..<height {
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
    }

    /// The encoder keeps its buffers per thread: a small image after a large one on the same
    /// thread gets the same bytes as when encoded first.
    @Test func reusedBuffersDoNotLeakIntoTheNextImage() throws {
        let small = Canvas(width: 3, height: 2, fill: Pixel(r: 9, g: 8, b: 7, a: 255))
        let first = try PNG.encode(small)
        _ = try PNG.encode(try Self.listFrame())
        #expect(try PNG.encode(small) == first)
    }

    /// The shipped settings compress a photo-like frame (smooth shading with a grain of ±3
    /// levels: its sample keeps more than a quarter of its bytes) by libdeflate at `photoLevel`,
    /// and the others, the list (rows kept at `none`) and a gradient (rows filtered `up`), by
    /// zlib at `level`: each frame's bytes follow its own level and not the other (so a frame
    /// sent to the wrong compressor would fail).
    @Test func compressorFollowsTheFrame() throws {
        var gradient = Canvas(width: 300, height: 256), photo = gradient
        var seed: UInt32 = 1
        for y in 0..<256 {
            for x in 0..<300 {
                gradient[x, y] = Pixel(r: UInt8(y), g: UInt8((x * 7 + y * 3) & 0xFF), b: UInt8(255 - y), a: 255)
                seed = seed &* 1_103_515_245 &+ 12_345
                let grain = Int(seed >> 16 % 7) % 7 - 3
                func shade(_ v: Double) -> UInt8 { UInt8(min(max(Int(v) + grain, 0), 255)) }
                let u = Double(x) / 30, v = Double(y) / 40
                photo[x, y] = Pixel(r: shade(128 + 100 * sin(u) * cos(v)), g: shade(128 + 90 * sin(u + v)), b: shade(120 + 80 * cos(u * 0.7 - v)), a: 255)
            }
        }
        let list = try Self.listFrame()
        func encode(_ frame: Canvas, _ level: Int32, _ photoLevel: Int32) throws -> Data {
            try PNG.encode(frame, settings: PNG.Settings(.zlibHalves(level: level, photoLevel: photoLevel)))
        }
        for frame in [list, gradient] {
            #expect(try encode(frame, 1, 1) != encode(frame, 3, 1))
            #expect(try encode(frame, 3, 1) == encode(frame, 3, 6))
        }
        #expect(try encode(photo, 3, 1) != encode(photo, 3, 6))
        #expect(try encode(photo, 1, 1) == encode(photo, 3, 1))
        for frame in [list, gradient, photo] {
            #expect(try PNG.encode(frame) == encode(frame, 3, 1))
            #expect(try PNG.decode(PNG.encode(frame)) == frame)
        }
    }

    /// Frames encoded on eight threads at once, each compressing its halves on one more: every
    /// result is the bytes of the same frame encoded alone (each thread's buffers and zlib streams
    /// are its own; a half writes only its rows and its part of the output).
    @Test func concurrentEncodesGiveTheSameBytes() throws {
        let frames = [try Self.listFrame(), Canvas(width: 333, height: 77, fill: Pixel(r: 10, g: 20, b: 30, a: 128))]
        let alone = try frames.map { try PNG.encode($0) }
        let results = Mutex<[Int: Data]>([:])
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let data = try? PNG.encode(frames[index % 2])
            results.withLock { $0[index] = data }
        }
        let encoded = results.withLock { $0 }
        #expect(encoded.count == 16)
        for (index, data) in encoded { #expect(data == alone[index % 2], "encode \(index)") }
    }

    /// The second half of a frame's stream starts from the 32 KB before it. Rows of noise
    /// (incompressible, 3,000 bytes each) A, B, A, B: `up` would leave three rows of noise, so
    /// they stay unfiltered, and the halves are A, B and A, B. With the first half as its
    /// dictionary the second is two matches and the file about two rows; without it, four.
    @Test func secondHalfReachesAcrossTheSeam() throws {
        var canvas = Canvas(width: 1000, height: 4)
        var seed: UInt32 = 7
        for y in 0..<2 {
            for x in 0..<1000 {
                seed = seed &* 1_103_515_245 &+ 12_345
                let v = seed >> 8
                canvas[x, y] = Pixel(r: UInt8(v & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8((v >> 16) & 0xFF), a: 255)
                canvas[x, y + 2] = canvas[x, y]
            }
        }
        let data = try PNG.encode(canvas)
        #expect(data.count < 6_600, "\(data.count) bytes")
        #expect(try PNG.decode(data) == canvas)
    }

    /// Levels outside each library's range are clamped (zlib 0–9, libdeflate 0–12).
    @Test func levelsOutsideTheirRangeAreClamped() throws {
        let canvas = Canvas(width: 4, height: 4, fill: Pixel(r: 200, g: 100, b: 50, a: 255))
        for level in [-5, 0, 9, 12, 99] as [Int32] {
            for compressor in [PNG.Settings.Compressor.zlibHalves(level: level, photoLevel: level), .libdeflate(level: level, photoLevel: level)] {
                #expect(try PNG.decode(PNG.encode(canvas, settings: PNG.Settings(compressor))) == canvas)
            }
        }
    }
}
