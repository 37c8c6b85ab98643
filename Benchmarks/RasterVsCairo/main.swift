import CCairo
import Foundation
import Gallery
import LayoutDSL
import Render

/// Draws the same scenes with `Renderer` and with cairo (`CairoReplay`, the same resolved display
/// list) in one run and prints how long ours takes per frame against cairo (issue 19 §5): every
/// raster change states this ratio rather than an absolute time, which means nothing on a
/// shared machine. Layout happens once, outside the timing. A third column replays a cairo
/// recording surface of the same commands (`CairoReplay.record`): cairo's fastest path, the
/// drawing with no Swift between the commands.
///
///     swift build -c release --product RasterVsCairo
///     .build/release/RasterVsCairo [rounds]            # ratios, median of interleaved rounds
///     .build/release/RasterVsCairo once SCENE ours|cairo [FILE.png] # one frame after a warm-up, for
///         valgrind --tool=callgrind --toggle-collect='*oursFrame*' (or '*cairoFrame*'); FILE gets the frame
///     .build/release/RasterVsCairo frames SCENE ours|cairo N  # N frames after a warm-up: a whole process whose
///         time is mostly drawing, to pair two builds against each other with an external timer
///     .build/release/RasterVsCairo pipeline [rounds]   # ten list frames drawn and written as PNG files, against
///         cairo's drawing and PNG writer (`Pipeline`)
///
/// CPU time is the thread's (`CLOCK_THREAD_CPUTIME_ID`), so time the scheduler gives to others
/// does not count; rounds interleave the two renderers (alternating which goes first) so that a
/// drift in the machine's speed reaches both.
struct BenchScene {
    let name: String
    let scale: CGFloat
    let view: AnyView
    var size = CGSize(width: 393, height: 852)
}

let scenes: [BenchScene] = [
    BenchScene(name: "settings list @3x", scale: 3, view: Gallery.scenes.first { $0.name == "settings" }!.makeView()),
    BenchScene(name: "200 cards @3x", scale: 3, view: AnyView(BenchmarkScenes.cards)),
    BenchScene(name: "arrows and rings @3x", scale: 3, view: AnyView(BenchmarkScenes.arrows)),
    BenchScene(name: "text page @1x", scale: 1, view: AnyView(BenchmarkScenes.textPage)),
    BenchScene(name: "text page @3x", scale: 3, view: AnyView(BenchmarkScenes.textPage)),
    BenchScene(name: "materials @3x", scale: 3, view: AnyView(BenchmarkScenes.materials)),
]

func layout(_ scene: BenchScene) throws -> ResolvedTree {
    try ViewHost(scene.view, canvasSize: scene.size, environment: .rendering(scale: scene.scale)).update()
}

/// CPU time of this thread, or of every thread of the process (`CLOCK_PROCESS_CPUTIME_ID`: the
/// PNG encoder compresses a frame's second half on a thread of its own).
func cpuNanoseconds(_ clock: clockid_t = CLOCK_THREAD_CPUTIME_ID) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// One frame by our renderer; the checksum keeps the optimizer from dropping the work.
@inline(never)
func oursFrame(_ tree: ResolvedTree, scale: CGFloat) -> UInt32 {
    Renderer(scale: scale, background: .init(red: 1, green: 1, blue: 1, opacity: 1)).render(tree).pixels[0]
}

/// One frame by cairo.
@inline(never)
func cairoFrame(_ tree: ResolvedTree, _ replay: CairoReplay) -> UInt32 {
    let surface = replay.render(tree)
    let first = cairo_image_surface_get_data(surface).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    cairo_surface_destroy(surface)
    return first
}

/// One frame by cairo replaying a recording of the tree (`CairoReplay.record`).
@inline(never)
func cairoReplayFrame(_ recording: OpaquePointer, width: Int32, height: Int32) -> UInt32 {
    let surface = CairoReplay.replay(recording, width: width, height: height)
    let first = cairo_image_surface_get_data(surface).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    cairo_surface_destroy(surface)
    return first
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "once" {
    let name = arguments.dropFirst().first ?? "", which = arguments.dropFirst(2).first ?? "ours"
    guard let scene = scenes.first(where: { $0.name.hasPrefix(name) }) else {
        print("no scene named \(name); scenes: \(scenes.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    let tree = try layout(scene)
    let replay = CairoReplay(scale: scene.scale)
    // The first frame loads fonts and fills caches: drawn outside `oursFrame` and `cairoFrame`, so not counted.
    if which == "cairo" { cairo_surface_destroy(replay.render(tree)) } else {
        _ = Renderer(scale: scene.scale, background: .init(red: 1, green: 1, blue: 1, opacity: 1)).render(tree)
    }
    let checksum = which == "cairo" ? cairoFrame(tree, replay) : oursFrame(tree, scale: scene.scale)
    print(scene.name, which, String(checksum, radix: 16))
    // A PNG of the frame, to check that both draw the same scene.
    if let file = arguments.dropFirst(3).first {
        if which == "cairo" {
            let surface = replay.render(tree)
            cairo_surface_write_to_png(surface, file)
            cairo_surface_destroy(surface)
        } else {
            let canvas = Renderer(scale: scene.scale, background: .init(red: 1, green: 1, blue: 1, opacity: 1)).render(tree)
            try PNG.encode(canvas).write(to: URL(fileURLWithPath: file))
        }
    }
    exit(0)
}

if arguments.first == "pipeline" {
    try Pipeline.run(rounds: arguments.dropFirst().first.flatMap(Int.init) ?? 5)
    exit(0)
}

if arguments.first == "frames" {
    let name = arguments.dropFirst().first ?? "", which = arguments.dropFirst(2).first ?? "ours"
    let count = arguments.dropFirst(3).first.flatMap(Int.init) ?? 10
    guard let scene = scenes.first(where: { $0.name.hasPrefix(name) }) else {
        print("no scene named \(name); scenes: \(scenes.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    let tree = try layout(scene)
    let replay = CairoReplay(scale: scene.scale)
    var checksum: UInt32 = 0
    for _ in 0...count { checksum ^= which == "cairo" ? cairoFrame(tree, replay) : oursFrame(tree, scale: scene.scale) }
    print(scene.name, which, count, String(checksum, radix: 16))
    exit(0)
}

let rounds = arguments.first.flatMap(Int.init) ?? 21
let trees = try scenes.map(layout)
let replays = scenes.map { CairoReplay(scale: $0.scale) }
let recordings = zip(trees, replays).map { tree, replay in
    (recording: replay.record(tree), width: replay.pixelWidth(tree), height: replay.pixelHeight(tree))
}
// What cairo approximates in one frame: counted while recording, before frames are batched.
let approximated = replays.map(\.approximations)
var ours = Array(repeating: [Double](), count: scenes.count), cairo = ours, replayed = ours
var sink: UInt32 = 0
// Frames timed together per sample, so that a sample is at least 5 ms: a text page at 1x is
// 0.4 ms, where the clock's and the scheduler's jitter made one frame's ratio swing by a tenth.
var batches = Array(repeating: 1, count: scenes.count)
for (index, tree) in trees.enumerated() {
    // Warm-up: fonts, glyph caches, cairo's scaled fonts.
    sink ^= oursFrame(tree, scale: scenes[index].scale) ^ cairoFrame(tree, replays[index])
    sink ^= cairoReplayFrame(recordings[index].recording, width: recordings[index].width, height: recordings[index].height)
    let start = cpuNanoseconds()
    sink ^= oursFrame(tree, scale: scenes[index].scale)
    batches[index] = max(1, Int((5e6 / Double(max(cpuNanoseconds() - start, 1))).rounded(.up)))
}
for round in 0..<rounds {
    for (index, tree) in trees.enumerated() {
        /// CPU ms per frame of a batch of `frame`.
        func timed(_ frame: () -> UInt32) -> Double {
            let s = cpuNanoseconds()
            for _ in 0..<batches[index] { sink ^= frame() }
            return Double(cpuNanoseconds() - s) / 1e6 / Double(batches[index])
        }
        func timeOurs() { ours[index].append(timed { oursFrame(tree, scale: scenes[index].scale) }) }
        func timeCairo() { cairo[index].append(timed { cairoFrame(tree, replays[index]) }) }
        func timeReplay() {
            let (recording, width, height) = recordings[index]
            replayed[index].append(timed { cairoReplayFrame(recording, width: width, height: height) })
        }
        if round % 2 == 0 { timeOurs(); timeCairo(); timeReplay() } else { timeReplay(); timeCairo(); timeOurs() }
    }
}
print("CPU ms per frame, median of \(rounds) interleaved rounds (each at least 5 ms of frames) [min–max]; ratio = ours / cairo " +
      "(median of per-round ratios); cairo replay = a cairo recording surface of the same commands played back in C")
print("scene                   ours                     cairo                    ratio   cairo replay             ratio   " +
      "approximated in cairo")
for (index, scene) in scenes.enumerated() {
    func ratio(_ other: [Double]) -> String { String(format: "%5.2fx", median(zip(ours[index], other).map { $0 / $1 })) }
    func cell(_ v: [Double]) -> String {
        String(format: "%7.2f [%6.2f–%7.2f]", median(v), v.min()!, v.max()!).padding(toLength: 25, withPad: " ", startingAt: 0)
    }
    print(scene.name.padding(toLength: 24, withPad: " ", startingAt: 0), cell(ours[index]), cell(cairo[index]), ratio(cairo[index]),
          " ", cell(replayed[index]), ratio(replayed[index]), "  \(approximated[index]) items")
}
if sink == 0x5eed { print("") }
