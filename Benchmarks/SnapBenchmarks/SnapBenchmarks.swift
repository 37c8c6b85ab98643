import Benchmark
import Gallery
import LayoutDSL
import Render

/// Run with `swift package benchmark` (release build). Each workload reports wall time per
/// operation and peak memory; layout workloads also divide by the number of views.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(3), maxIterations: 1000)

    for rows in [100, 1_000, 10_000, 100_000] {
        Benchmark("layout/rows/\(rows)", configuration: .init(maxIterations: rows >= 100_000 ? 5 : 1000)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try ViewHost(BenchmarkScenes.rows(rows), canvasSize: CGSize(width: 393, height: 852)).update())
            }
        }
    }

    // One frame after one row's state changed, in a 1,000-row non-lazy list: tap a row, update.
    // The custom counter reports how many bodies ran per frame.
    Benchmark("update/rows/1000/one-row-changes",
              configuration: .init(metrics: [.wallClock, .custom("bodies per frame")])) { benchmark in
        let host = ViewHost(BenchmarkScenes.selectableRows(1_000), canvasSize: CGSize(width: 393, height: 852),
                            environment: .rendering(scale: 3))
        _ = try host.update()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try host.tap(at: CGPoint(x: 30, y: 20)))
            benchmark.measurement(.custom("bodies per frame"), host.bodiesEvaluated)
        }
    }

    Benchmark("layout/deep/12") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ViewHost(BenchmarkScenes.deep(12), canvasSize: CGSize(width: 393, height: 852)).update())
        }
    }

    Benchmark("layout/geometryReaders/2000") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ViewHost(BenchmarkScenes.geometryReaders(2000), canvasSize: CGSize(width: 393, height: 852)).update())
        }
    }

    for rows in [1_000, 10_000, 100_000, 1_000_000] {
        Benchmark("lazy/rows/\(rows)@3x") { benchmark in
            for _ in benchmark.scaledIterations {
                let host = ViewHost(BenchmarkScenes.lazyRows(rows), canvasSize: CGSize(width: 393, height: 852),
                                    environment: .rendering(scale: 3))
                host.setScrollOffset(CGPoint(x: 0, y: CGFloat(rows) * 22))
                blackHole(Renderer(scale: 3).render(try host.update()))
            }
        }
    }

    let cards = try! ViewHost(BenchmarkScenes.cards, canvasSize: CGSize(width: 393, height: 852)).update()
    let arrows = try! ViewHost(BenchmarkScenes.arrows, canvasSize: CGSize(width: 393, height: 852)).update()
    let renderer = Renderer(scale: 3)

    Benchmark("raster/cards@3x") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(renderer.render(cards)) }
    }
    Benchmark("raster/arrows@3x") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(renderer.render(arrows)) }
    }

    Benchmark("text/2000words@3x") { benchmark in
        for _ in benchmark.scaledIterations {
            let tree = try ViewHost(BenchmarkScenes.textPage, canvasSize: CGSize(width: 393, height: 4000),
                                    environment: .rendering(scale: 3)).update()
            blackHole(renderer.render(tree))
        }
    }

    let cardsFrame = renderer.render(cards), arrowsFrame = renderer.render(arrows)
    Benchmark("png/encode/cards@3x") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PNG.encode(cardsFrame)) }
    }
    Benchmark("png/encode/arrows@3x") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PNG.encode(arrowsFrame)) }
    }
}
