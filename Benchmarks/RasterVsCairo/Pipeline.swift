import CCairo
import Foundation
import Gallery
import LayoutDSL
import Render

/// Issue 19 §4's end-to-end comparison: ten frames of a scrolled list (`BenchmarkScenes.lazyRows`,
/// rows of a circle, a label and a chevron) at 3x drawn and written
/// as PNG files, by this renderer and encoder against cairo's pipeline (its drawing, then
/// `cairo_surface_write_to_png`: libpng at zlib's default level 6 with adaptive filters), in one
/// run, frames interleaved (cairo on one thread; ours compresses a frame's two halves on two). Both
/// start from the same laid-out trees, so layout (the same work for both) is left out and shown on
/// its own. Ours is timed five ways: the shipped settings; zlib at level 6 in halves and libdeflate
/// at level 6 whole (the level cairo's files get); libdeflate at level 2 whole (shipped before);
/// and libpng's writer with cairo's very settings (which can only tie: the encoder is the same code).
///
///     .build/release/RasterVsCairo pipeline [rounds]
enum Pipeline {
    /// Ten frames a screen and a half apart, each showing other rows.
    static let offsets: [CGFloat] = (0..<10).map { CGFloat($0) * 1_200 }

    static func run(rounds: Int) throws {
        let host = ViewHost(BenchmarkScenes.lazyRows(1_000), canvasSize: CGSize(width: 393, height: 852), environment: .rendering(scale: 3))
        var trees: [ResolvedTree] = [], layoutMs: [Double] = []
        for offset in offsets {
            let start = cpuNanoseconds()
            host.setScrollOffset(CGPoint(x: 0, y: offset))
            trees.append(try host.update())
            layoutMs.append(Double(cpuNanoseconds() - start) / 1e6)
        }
        let directory = NSTemporaryDirectory() + "rastervscairo-pipeline-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let renderer = Renderer(scale: 3, background: .init(red: 1, green: 1, blue: 1, opacity: 1))
        let replay = CairoReplay(scale: 3)
        let ours: [(String, PNG.Settings)] = [
            ("ours, shipped", PNG.Settings()),
            ("ours, zlib 3 halves", PNG.Settings(.zlibHalves(level: 3, photoLevel: 1))),
            ("ours, zlib 6 halves", PNG.Settings(.zlibHalves(level: 6, photoLevel: 6))),
            ("ours, libdeflate 6 whole", PNG.Settings(.libdeflate(level: 6, photoLevel: 6))),
            ("ours, libpng 6 adaptive", PNG.Settings(.libpng(filter: 0xF8, level: 6, strategy: 0))),
        ]
        /// The ten frames through one pipeline: CPU ms of every thread, wall ms, and the files' bytes.
        func oursFrames(_ settings: PNG.Settings) throws -> (Timing, Int) {
            let start = Timing.now()
            var bytes = 0
            for (index, tree) in trees.enumerated() {
                let png = try PNG.encode(renderer.render(tree), settings: settings)
                try png.write(to: URL(fileURLWithPath: "\(directory)/ours-\(index).png"))
                bytes += png.count
            }
            return (Timing.now() - start, bytes)
        }
        func cairoFrames() -> (Timing, Int) {
            let start = Timing.now()
            for (index, tree) in trees.enumerated() {
                let surface = replay.render(tree)
                cairo_surface_write_to_png(surface, "\(directory)/cairo-\(index).png")
                cairo_surface_destroy(surface)
            }
            let time = Timing.now() - start
            let bytes = trees.indices.reduce(0) { total, index in
                total + ((try? FileManager.default.attributesOfItem(atPath: "\(directory)/cairo-\(index).png")[.size] as? Int) ?? 0)
            }
            return (time, bytes)
        }
        // Warm-up: fonts, glyph caches, the encoder's buffers, cairo's scaled fonts.
        for (_, settings) in ours { _ = try oursFrames(settings) }
        _ = cairoFrames()
        var times = Array(repeating: [Timing](), count: ours.count + 1), bytes = Array(repeating: 0, count: ours.count + 1)
        for round in 0..<rounds {
            let order = round % 2 == 0 ? Array(0...ours.count) : Array((0...ours.count).reversed())
            for which in order {
                let (time, size) = which < ours.count ? try oursFrames(ours[which].1) : cairoFrames()
                times[which].append(time)
                bytes[which] = size
            }
        }
        print("Ten list frames at 3x (offsets 0–10,800 pt), drawn and written as PNG files; ms for the ten (CPU of every thread, and wall), median of \(rounds) interleaved rounds [min–max]")
        print("layout of the ten (the same for both, not counted): \(String(format: "%.1f", layoutMs.reduce(0, +))) ms; cairo: \(replay.approximations / (rounds + 1)) items approximated")
        print("pipeline                  CPU ms                    wall ms                   bytes        / cairo, CPU and wall (median of per-round ratios)")
        for (which, label) in (ours.map(\.0) + ["cairo + libpng 6 adaptive"]).enumerated() {
            func column(_ values: [Double]) -> String {
                String(format: "%7.1f [%6.1f–%6.1f]", median(values), values.min()!, values.max()!).padding(toLength: 26, withPad: " ", startingAt: 0)
            }
            let cpu = times[which].map(\.cpu), wall = times[which].map(\.wall)
            let cpuRatios = zip(cpu, times[ours.count].map(\.cpu)).map { $0 / $1 }, wallRatios = zip(wall, times[ours.count].map(\.wall)).map { $0 / $1 }
            print(label.padding(toLength: 26, withPad: " ", startingAt: 0), column(cpu), column(wall),
                  String(bytes[which]).padding(toLength: 12, withPad: " ", startingAt: 0), String(format: "%5.2fx %5.2fx", median(cpuRatios), median(wallRatios)))
        }
    }
}

/// Milliseconds of CPU (every thread of the process: the encoder's second half runs on its own)
/// and of wall time.
struct Timing {
    var cpu: Double, wall: Double

    static func now() -> Timing {
        Timing(cpu: Double(cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)) / 1e6, wall: Double(DispatchTime.now().uptimeNanoseconds) / 1e6)
    }

    static func - (a: Timing, b: Timing) -> Timing { Timing(cpu: a.cpu - b.cpu, wall: a.wall - b.wall) }
}
