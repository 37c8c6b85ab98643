import Foundation
import Gallery
import LayoutDSL
import Testing

/// Each seed scene's sequence is a pure function of its input: its scroll sweep (with the
/// time-based work each scene runs while it scrolls: the scroll monitor's 0.15 s timeout, the
/// list's fling animation, the refresh's spinner) and then frames touching
/// nothing (a third of a second), rendered 20 times on fresh hosts, gives the same bytes every time (every frame's
/// resolved tree as layout JSON, what the renderer draws from).
struct SeedSequenceDeterminismTests {
    static let seeds = ["collapsing-header", "frame-tracking", "horizontal-list", "scroll-status", "pull-to-refresh"]

    static func sequenceBytes(_ name: String) throws -> Data {
        let scene = try #require(Gallery.scenes.first { $0.name == name })
        let host = ViewHost(scene.makeView(), canvasSize: scene.size)
        let horizontal = name == "horizontal-list"
        let sweep = (0..<6).map { CGFloat($0 * 60 - 90) }
        var frames = try host.run(ScrollSequence(offsets: sweep.map { horizontal ? CGPoint(x: max($0, 0), y: 0) : CGPoint(x: 0, y: $0) }))
        frames += try host.run(for: 0.3, framesPerSecond: 20)
        return try frames.reduce(into: Data()) { bytes, frame in bytes += try frame.tree.jsonData() }
    }

    @Test(arguments: seeds)
    func sequenceIsByteIdenticalOnEveryRun(_ name: String) throws {
        let first = try Self.sequenceBytes(name)
        #expect(!first.isEmpty)
        for _ in 1..<20 { #expect(try Self.sequenceBytes(name) == first) }
    }
}
