import Foundation
import Gallery
import LayoutDSL
import Render

/// A harness for instruction-level profiling and one-off measurements, outside the benchmark
/// runner: `valgrind --tool=callgrind .build/release/SnapProfile layout 2000`, or
/// `.build/release/SnapProfile png-settings` to compare encoder settings, or
/// `valgrind --tool=callgrind .build/release/SnapProfile raster settings 5` to count the
/// instructions of rendering a laid-out frame at 3x (the `Renderer.render` inclusive cost).
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "layout":
    // Memory per view (issue 19 §3): the peak resident set the pass added over what the process
    // held before it (`VmHWM` against `VmRSS` in /proc/self/status), over the views laid out
    // (11 per row: see `BenchmarkScenes.rows`).
    let rows = arguments.dropFirst().first.flatMap(Int.init) ?? 2000
    let before = statusKilobytes("VmRSS")
    _ = try ViewHost(BenchmarkScenes.rows(rows), canvasSize: CGSize(width: 393, height: 852)).update()
    let peak = statusKilobytes("VmHWM"), views = rows * 11
    print("views \(views) peak \(peak / 1024) MB before \(before / 1024) MB bytes/view \((peak - before) * 1024 / max(views, 1))")
case "png-settings":
    let renderer = Renderer(scale: 3)
    let frames = [("cards", try ViewHost(BenchmarkScenes.cards, canvasSize: CGSize(width: 393, height: 852)).update()),
                  ("arrows", try ViewHost(BenchmarkScenes.arrows, canvasSize: CGSize(width: 393, height: 852)).update())]
        .map { ($0.0, renderer.render($0.1)) }
    let filters: [(String, Int32)] = [("none", 0x08), ("sub", 0x10), ("up", 0x20), ("paeth", 0x80), ("all", 0xF8)]
    let strategies: [(String, Int32)] = [("default", 0), ("filtered", 1), ("rle", 3)]
    print("frame   filter  strategy  level  ms     bytes")
    for (name, canvas) in frames {
        for (filterName, filter) in filters {
            for (strategyName, strategy) in strategies {
                for level in [1, 3, 6] as [Int32] {
                    var settings = PNG.Settings()
                    settings.filter = filter; settings.strategy = strategy; settings.level = level
                    var best = Double.infinity, size = 0
                    for _ in 0..<5 {
                        let start = DispatchTime.now().uptimeNanoseconds
                        size = try PNG.encode(canvas, settings: settings).count
                        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                    }
                    print(name.padding(toLength: 8, withPad: " ", startingAt: 0), filterName.padding(toLength: 7, withPad: " ", startingAt: 0),
                          strategyName.padding(toLength: 9, withPad: " ", startingAt: 0), level, String(format: "%6.1f", best), size)
                }
            }
        }
    }
case "raster":
    // The issue-19 scenes: the settings list on an iPhone 16 at 3x, and 200 cards at 3x.
    let name = arguments.dropFirst().first ?? "settings"
    let rounds = arguments.dropFirst(2).first.flatMap(Int.init) ?? 5
    let view: AnyView
    switch name {
    case "cards": view = AnyView(BenchmarkScenes.cards)
    case "arrows": view = AnyView(BenchmarkScenes.arrows)
    default: view = Gallery.scenes.first { $0.name == name }?.makeView() ?? AnyView(BenchmarkScenes.cards)
    }
    let tree = try ViewHost(view, canvasSize: CGSize(width: 393, height: 852), environment: .rendering(scale: 3)).update()
    let renderer = Renderer(scale: 3, background: .init(red: 1, green: 1, blue: 1, opacity: 1))
    var checksum: UInt32 = 0
    for _ in 0..<rounds { checksum ^= renderer.render(tree).pixels.reduce(0, ^) }
    print("checksum", String(checksum, radix: 16))
default:
    print("usage: SnapProfile layout [rows] | png-settings | raster settings|cards|arrows [rounds]")
}

/// A line of /proc/self/status in kilobytes (0 where the file is missing).
func statusKilobytes(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
