import Foundation
import Synchronization
import LayoutDSL
import PNGShim
import Render
import Testing

/// The shipped encoder (Benchmarks.md, "PNG encoder and end to end"): rows filtered with `none` or `up` by their residuals
/// where a sample of the frame says `up` pays, else `none`; the stream compressed by the run
/// encoder in two halves at once, a photo-like frame's by libdeflate; libpng's chunks. Sizes are
/// compared with libpng's own writer at zlib level 1 and no filter, the bound the issue sets.
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
        #expect(shipped.count <= yardstick.count, "\(shipped.count) bytes against \(yardstick.count)")
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
    /// the run encoder: each frame's bytes follow `photoLevel` or not (so a frame sent to the
    /// wrong compressor would fail).
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
        func encode(_ frame: Canvas, photoLevel: Int32) throws -> Data {
            try PNG.encode(frame, settings: PNG.Settings(.runHalves(photoLevel: photoLevel)))
        }
        for frame in [list, gradient] {
            #expect(try encode(frame, photoLevel: 1) == encode(frame, photoLevel: 6))
            #expect(try encode(frame, photoLevel: 1) != PNG.encode(frame, settings: PNG.Settings(.zlibHalves(level: 3, photoLevel: 1))))
        }
        #expect(try encode(photo, photoLevel: 1) != encode(photo, photoLevel: 6))
        for frame in [list, gradient, photo] {
            #expect(try PNG.encode(frame) == encode(frame, photoLevel: 1))
            #expect(try PNG.decode(PNG.encode(frame)) == frame)
        }
    }

    /// Frames encoded on eight threads at once, each compressing its halves on one more: every
    /// result is the bytes of the same frame encoded alone (each thread's buffers and zlib streams
    /// are its own; a half writes only its rows and its part of the output). Encodes that share
    /// their buffers can corrupt a stream so that it never ends: the test waits for them a
    /// bounded time and fails rather than hang (not a measure of speed: they take milliseconds).
    @Test func concurrentEncodesGiveTheSameBytes() throws {
        let frames = [try Self.listFrame(), Canvas(width: 333, height: 77, fill: Pixel(r: 10, g: 20, b: 30, a: 128))]
        let alone = try frames.map { try PNG.encode($0) }
        let results = Mutex<[Int: Data]>([:])
        // Threads of their own, each encoding both frames: `concurrentPerform` run from a
        // dispatch worker (to wait for it with a time limit) ran the encodes one at a time.
        let group = DispatchGroup()
        for thread in 0..<8 {
            group.enter()
            Thread {
                for index in [2 * thread, 2 * thread + 1] {
                    let data = try? PNG.encode(frames[index % 2])
                    results.withLock { $0[index] = data }
                }
                group.leave()
            }.start()
        }
        guard group.wait(timeout: .now() + 120) == .success else {
            Issue.record("16 encodes on 8 threads did not finish in two minutes")
            return
        }
        let encoded = results.withLock { $0 }
        #expect(encoded.count == 16)
        for (index, data) in encoded { #expect(data == alone[index % 2], "encode \(index)") }
    }

    /// The second half of a frame's stream reaches across the seam. Sixteen rows of 1,000 pixels,
    /// noise in the first 500 (1,500 bytes, incompressible alone) and white after: row 1 is noise
    /// B, every other row noise A. `up` would leave three rows of noise in the frame's sample
    /// (rows 0–7) where `none` leaves two, so the rows stay unfiltered; A and B are written once
    /// and every other row is matched. The second half's first row matches the row before the
    /// seam, which the second half packs again for itself (the first is still writing it):
    /// without it, A would be written a second time. Through both compressors in halves.
    @Test(arguments: [PNG.Settings.Compressor.runHalves(photoLevel: 1), .zlibHalves(level: 3, photoLevel: 1)])
    func secondHalfReachesAcrossTheSeam(compressor: PNG.Settings.Compressor) throws {
        var canvas = Canvas(width: 1000, height: 16, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        var seed: UInt32 = 7
        for y in [0, 1] {
            for x in 0..<500 {
                seed = seed &* 1_103_515_245 &+ 12_345
                let v = seed >> 8
                canvas[x, y] = Pixel(r: UInt8(v & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8((v >> 16) & 0xFF), a: 255)
            }
        }
        for y in 2..<16 { for x in 0..<500 { canvas[x, y] = canvas[x, 0] } }
        let data = try PNG.encode(canvas, settings: PNG.Settings(compressor))
        #expect(data.count < 4_000, "\(data.count) bytes")
        #expect(try PNG.decode(data) == canvas)
    }

    /// A row wider than deflate's 32 KB window (11,000 opaque pixels: 33,001 bytes with its
    /// filter byte) cannot be matched a row back: the rows, all alike, still decode (a match a
    /// row back would be a distance no inflater accepts) and compress within each row.
    @Test func rowsWiderThanTheWindowRoundTrip() throws {
        var canvas = Canvas(width: 11_000, height: 3)
        for y in 0..<3 { for x in 0..<11_000 { canvas[x, y] = Pixel(r: UInt8(x & 0xFF), g: UInt8((x >> 8) & 0xFF), b: 9, a: 255) } }
        let data = try PNG.encode(canvas)
        #expect(try PNG.decode(data) == canvas)
        #expect(data.count < 3 * 33_001 / 4, "\(data.count) bytes")
    }

    /// Noise where the frame's sample (eight rows in every 128) is flat, so the run encoder takes
    /// it: its blocks of noise are stored, five bytes a block, where Huffman codes would cost more
    /// than the bytes themselves (1,410 bytes over the noise with every block coded, 711 as
    /// written: the file's own 63, and the blocks that also hold flat rows, coded).
    @Test func incompressibleBlocksAreStored() throws {
        var canvas = Canvas(width: 1000, height: 256, fill: Pixel(r: 240, g: 240, b: 240, a: 255))
        var seed: UInt32 = 3
        for y in 0..<256 where y % 128 >= 8 {
            for x in 0..<1000 {
                seed = seed &* 1_103_515_245 &+ 12_345
                let v = seed >> 8
                canvas[x, y] = Pixel(r: UInt8(v & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8((v >> 16) & 0xFF), a: 255)
            }
        }
        let data = try PNG.encode(canvas), noise = 240 * 3_001
        #expect(try PNG.decode(data) == canvas)
        #expect(data.count < noise + 1_000, "\(data.count) bytes for \(noise) bytes of noise")
    }

    /// Frames of a few colours in rectangles, strokes of noise and translucent areas, of many
    /// sizes: every one decodes to its pixels (the run encoder's matches, blocks and codes read
    /// back by zlib's inflate, through libpng).
    @Test func randomFramesRoundTrip() throws {
        var seed: UInt32 = 11
        func next(_ bound: Int) -> Int {
            seed = seed &* 1_103_515_245 &+ 12_345
            return Int(seed >> 8) % bound
        }
        for _ in 0..<40 {
            let width = 1 + next(300), height = 1 + next(200)
            var canvas = Canvas(width: width, height: height, fill: Pixel(r: 250, g: 250, b: 250, a: 255))
            let colours = (0..<4).map { _ in Pixel(r: UInt8(next(256)), g: UInt8(next(256)), b: UInt8(next(256)), a: next(3) == 0 ? 128 : 255) }
            for _ in 0..<next(30) {
                let x0 = next(width), y0 = next(height), colour = colours[next(4)]
                let x1 = min(width, x0 + 1 + next(80)), y1 = min(height, y0 + 1 + next(60))
                for y in y0..<y1 { for x in x0..<x1 { canvas[x, y] = colour } }
            }
            for _ in 0..<next(400) {
                let v = UInt8(next(256))
                canvas[next(width), next(height)] = Pixel(r: v, g: v, b: UInt8(next(256)), a: 255)
            }
            let premultiplied = try PNG.decode(PNG.encode(canvas, settings: PNG.Settings(.libpng(filter: 0x08, level: 1, strategy: 0))))
            #expect(try PNG.decode(PNG.encode(premultiplied)) == premultiplied, "\(width)x\(height)")
        }
    }

    /// Code lengths for frequencies that grow like Fibonacci numbers: Huffman's own code would be
    /// 24 bits deep; the run encoder's stays within deflate's 15 (and 7 for the code lengths'
    /// code) and is complete (Kraft's sum exactly one), as inflaters require.
    @Test(arguments: [15, 7])
    func codeLengthsStayWithinTheLimit(limit: Int32) {
        var frequencies = [UInt32](repeating: 0, count: 286), a: UInt32 = 1, b: UInt32 = 1
        for symbol in 0..<25 { frequencies[symbol * 11] = a; (a, b) = (b, a + b) }
        var lengths = [UInt8](repeating: 0, count: 286)
        pngshim_code_lengths(frequencies, 286, limit, &lengths)
        let used = lengths.filter { $0 > 0 }
        #expect(used.count == 25)
        #expect(used.max()! <= UInt8(limit))
        #expect(used.reduce(0.0) { $0 + pow(2, -Double($1)) } == 1)
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
