import Foundation
import Gallery
import LayoutDSL
import Render
import SnapRuntime

/// A harness for instruction-level profiling and one-off measurements, outside the benchmark
/// runner: `valgrind --tool=callgrind .build/release/SnapProfile layout 2000`, or
/// `.build/release/SnapProfile png-settings` to compare encoders, or
/// `valgrind --tool=callgrind .build/release/SnapProfile encode settings [libpng]` to count an encode, or
/// `valgrind --tool=callgrind .build/release/SnapProfile sweep pull-to-refresh 0:-118:-2` to profile a
/// 60-frame sweep through `snap render`'s pipeline, or
/// `valgrind --tool=callgrind .build/release/SnapProfile raster settings 5` to count the
/// instructions of rendering a laid-out frame at 3x (the `Renderer.render` inclusive cost).
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "layout":
    // Memory per view (issue 19 §3): see `layOut`.
    try layOut(BenchmarkScenes.rows, rows: arguments.dropFirst().first.flatMap(Int.init) ?? 2000)
case "layout-effects":
    // The same with `effectRows`, whose four layout-neutral modifiers a row are not counted as views.
    try layOut(BenchmarkScenes.effectRows, rows: arguments.dropFirst().first.flatMap(Int.init) ?? 2000)
case "layout-time":
    // CPU time a view of one build, layout and resolve of `BenchmarkScenes.rows(N)`, the host and
    // its trees freed included, in this process (start-up and first-use costs left out by one
    // round not counted): the median of `rounds` (issue 19 §3, flat from 10² to 10⁵ rows).
    let rows = arguments.dropFirst().first.flatMap(Int.init) ?? 100
    let rounds = arguments.dropFirst(2).first.flatMap(Int.init) ?? 21
    var times: [Double] = []
    for round in 0...rounds {
        let start = processCPUNanoseconds()
        _ = try ViewHost(BenchmarkScenes.rows(rows), canvasSize: CGSize(width: 393, height: 852)).update()
        if round > 0 { times.append(Double(processCPUNanoseconds() - start) / Double(rows * 11)) }
    }
    times.sort()
    print(String(format: "rows %d views %d ns/view median %.0f min %.0f max %.0f", rows, rows * 11, times[times.count / 2], times[0], times[times.count - 1]))
case "png-settings":
    // The shipped encoder (zlib in halves, libdeflate for filtered frames) against libdeflate
    // whole and libpng's writer over zlib, on the frames of
    // issue 19: flat UI (200 cards, the settings list), strokes (250 arrows).
    let renderer = Renderer(scale: 3, background: .init(red: 1, green: 1, blue: 1, opacity: 1))
    let views: [(String, AnyView)] = [("cards", AnyView(BenchmarkScenes.cards)), ("arrows", AnyView(BenchmarkScenes.arrows)),
                                      ("settings", view(named: "settings"))]
    var frames = try views.map { name, view in
        (name, renderer.render(try ViewHost(view, canvasSize: CGSize(width: 393, height: 852), environment: .rendering(scale: 3)).update()))
    }
    // Content where the `up` filter pays: a two-axis gradient, and smooth shading with a grain
    // of ±3 levels (a photo's texture), both 1179 x 2556.
    var gradient = Canvas(width: 1179, height: 2556), photo = gradient
    var seed: UInt32 = 1
    for y in 0..<2556 {
        for x in 0..<1179 {
            gradient[x, y] = Pixel(r: UInt8(x * 255 / 1178), g: UInt8(y * 255 / 2555), b: UInt8((x + y) * 255 / 3733), a: 255)
            seed = seed &* 1_103_515_245 &+ 12_345
            let grain = Int(seed >> 16 % 7) % 7 - 3
            func shade(_ v: Double) -> UInt8 { UInt8(min(max(Int(v) + grain, 0), 255)) }
            let u = Double(x) / 90, v = Double(y) / 130
            photo[x, y] = Pixel(r: shade(128 + 100 * sin(u) * cos(v)), g: shade(128 + 90 * sin(u + v)), b: shade(120 + 80 * cos(u * 0.7 - v)), a: 255)
        }
    }
    frames += [("gradient", gradient), ("photo", photo)]
    let compressors: [(String, PNG.Settings.Compressor)] = [
        ("shipped", PNG.Settings().compressor), ("zlib 3 halves", .zlibHalves(level: 3, photoLevel: 1)),
        ("run halves", .runHalves(photoLevel: 1)), ("zlib 1 halves", .zlibHalves(level: 1, photoLevel: 1)),
        ("zlib 6 halves", .zlibHalves(level: 6, photoLevel: 6)), ("libdeflate 2 whole", .libdeflate(level: 2, photoLevel: 1)),
        ("libpng zlib 1, none", .libpng(filter: 0x08, level: 1, strategy: 0)), ("libpng zlib 3, none", .libpng(filter: 0x08, level: 3, strategy: 0)),
        ("libpng zlib 6, adaptive", .libpng(filter: 0xF8, level: 6, strategy: 0)),
    ]
    // Each frame's encoders interleaved, 11 rounds: wall ms (min, median) and the CPU ms of every
    // thread of the process (the halves run on two), median.
    print("frame     encoder                   wall min  median   cpu median  bytes")
    for (name, canvas) in frames {
        var wall = Array(repeating: [Double](), count: compressors.count), cpu = wall, sizes = Array(repeating: 0, count: compressors.count)
        for _ in 0..<11 {
            for (index, (_, compressor)) in compressors.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds, cpuStart = processCPUNanoseconds()
                sizes[index] = try PNG.encode(canvas, settings: PNG.Settings(compressor)).count
                cpu[index].append(Double(processCPUNanoseconds() - cpuStart) / 1e6)
                wall[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        }
        for (index, (label, _)) in compressors.enumerated() {
            let w = wall[index].sorted(), c = cpu[index].sorted()
            print(name.padding(toLength: 10, withPad: " ", startingAt: 0), label.padding(toLength: 26, withPad: " ", startingAt: 0),
                  String(format: "%6.1f  %6.1f   %6.1f", w[0], w[w.count / 2], c[c.count / 2]), sizes[index])
        }
    }
case "encode":
    // `valgrind --tool=callgrind .build/release/SnapProfile encode settings [libpng]`: one frame at
    // 3x encoded once by the shipped encoder, or as before it: libpng's writer, zlib 3, no filter.
    let tree = try ViewHost(view(named: arguments.dropFirst().first ?? "settings"), canvasSize: CGSize(width: 393, height: 852), environment: .rendering(scale: 3)).update()
    let canvas = Renderer(scale: 3, background: .init(red: 1, green: 1, blue: 1, opacity: 1)).render(tree)
    let settings = arguments.dropFirst(2).first == "libpng" ? PNG.Settings(.libpng(filter: 0x08, level: 3, strategy: 0)) : PNG.Settings()
    print(try PNG.encode(canvas, settings: settings).count, "bytes")
case "sweep":
    // `snap render SCENE --device iphone-16 --sweep 0:END:STEP -o DIR --quiet` without the
    // command line: the whole frame pipeline (layout, raster, encode, write) under callgrind.
    let name = arguments.dropFirst().first ?? "pull-to-refresh"
    let sweep = try Sweep(parsing: arguments.dropFirst(2).first ?? "0:-118:-2")
    guard let scene = Gallery.scene(named: name) else { fatalError("SnapProfile: no scene named \(name)") }
    var request = RenderRequest()
    request.device = "iphone-16"
    request.frames = .offsets(sweep.points)
    request.out = NSTemporaryDirectory() + "snapprofile-sweep"
    request.quiet = true
    try SnapRenderer.render([RenderSubject(name: scene.name, view: scene.makeView(), defaultSize: scene.size)], request: request, title: scene.name)
case "raster":
    // The issue-19 scenes: the settings list on an iPhone 16 at 3x, and 200 cards at 3x.
    let rounds = arguments.dropFirst(2).first.flatMap(Int.init) ?? 5
    let tree = try ViewHost(view(named: arguments.dropFirst().first ?? "settings"), canvasSize: CGSize(width: 393, height: 852), environment: .rendering(scale: 3)).update()
    let renderer = Renderer(scale: 3, background: .init(red: 1, green: 1, blue: 1, opacity: 1))
    var checksum: UInt32 = 0
    for _ in 0..<rounds { checksum ^= renderer.render(tree).pixels.reduce(0, ^) }
    print("checksum", String(checksum, radix: 16))
case "glass-vs-flat":
    // What Liquid Glass costs a snapshot: `BenchmarkScenes.glassCards` on glass and flat, each
    // built, laid out, rendered at 3x and encoded as PNG, CPU time, the median of `rounds` after
    // one unmeasured round (issue 65's bound: the glass one at most twice the flat one).
    let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 11
    var medians: [Double] = []
    for glass in [false, true] {
        var times: [Double] = []
        for round in 0...rounds {
            let start = processCPUNanoseconds()
            let tree = try ViewHost(BenchmarkScenes.glassCards(glass: glass), canvasSize: CGSize(width: 393, height: 852),
                                    environment: .rendering(scale: 3)).update()
            let canvas = Renderer(scale: 3, background: .init(red: 1, green: 1, blue: 1, opacity: 1)).render(tree)
            _ = try PNG.encode(canvas)
            if round > 0 { times.append(Double(processCPUNanoseconds() - start) / 1e6) }
        }
        times.sort()
        medians.append(times[times.count / 2])
        print(String(format: "%@ median %.1f ms min %.1f max %.1f", glass ? "glass" : "flat ", times[times.count / 2], times[0], times[times.count - 1]))
    }
    print(String(format: "glass / flat %.2f", medians[1] / medians[0]))
default:
    print("usage: SnapProfile layout [rows] | layout-time [rows] [rounds] | png-settings | encode SCENE [libpng] | sweep [SCENE FROM:TO:STEP] | raster settings|cards|arrows [rounds] | glass-vs-flat [rounds]")
}

/// A benchmark scene (`cards`, `arrows`) or a gallery scene by name. A name that is neither stops
/// the run: measuring another scene than the one asked for would mislabel the numbers.
func view(named name: String) -> AnyView {
    switch name {
    case "cards": return AnyView(BenchmarkScenes.cards)
    case "arrows": return AnyView(BenchmarkScenes.arrows)
    default:
        guard let scene = Gallery.scene(named: name) else { fatalError("SnapProfile: no scene named \(name)") }
        return scene.makeView()
    }
}

/// A line of /proc/self/status in kilobytes (0 where the file is missing).
func statusKilobytes(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// CPU time of every thread of the process: the encoder's second half runs on a thread of its own.
func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Lays out `scene(rows)` once and prints the peak resident set the pass added over what the
/// process held before it (`VmHWM` against `VmRSS` in /proc/self/status), over the views laid
/// out (11 a row: see `BenchmarkScenes.rows`).
func layOut<V: View>(_ scene: (Int) -> V, rows: Int) throws {
    let before = statusKilobytes("VmRSS")
    _ = try ViewHost(scene(rows), canvasSize: CGSize(width: 393, height: 852)).update()
    let peak = statusKilobytes("VmHWM"), views = rows * 11
    print("views \(views) peak \(peak / 1024) MB before \(before / 1024) MB bytes/view \((peak - before) * 1024 / max(views, 1))")
}
