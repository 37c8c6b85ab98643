import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// Seeds 001, 002 and 003 over sequences that show what they do.
@Suite(.snapshotDesign(.compatibility))
struct OtherSeedTests {
    /// Seed 001: the readout shows each tracked view's frame in the scroll view's space.
    @Test func frameTracking() throws {
        let frames = try assertSnapshots(of: FrameTrackingScene(), sequence: ScrollSequence(y: [0, 100, 250]),
                                         canvas: canvas(390, 600))
        let texts = frames.map { frame in ["header", "one", "two"].map { frame.tree.node(id: "readout-\($0)")?.text ?? "" } }
        #expect(texts[0] == ["header: y 0, h 67", "one: y 67, h 109", "two: y 176, h 109"])
        #expect(texts[1] == ["header: y -100, h 67", "one: y -33, h 109", "two: y 76, h 109"])
        #expect(texts[2] == ["header: y -250, h 67", "one: y -183, h 109", "two: y -74, h 109"])
    }

    /// Seed 002: only visible cards are built; a drag moves the list; the release animates to
    /// the predicted offset with 1 − (1 − t)⁴ over 0.5 s.
    @Test func horizontalList() throws {
        let canvas = canvas(390, 200)
        let host = canvas.host(HorizontalListScene())
        _ = try host.update()
        // 200 points left in 0.2 s: released at 1000 pt/s.
        let frames = try host.drag(from: CGPoint(x: 300, y: 120), to: CGPoint(x: 100, y: 120), duration: 0.2, settle: 0.6)
        let pitch: CGFloat = 100
        func position(_ tree: ResolvedTree) -> CGFloat? {
            // The lowest-numbered built card gives the position: card i sits at i·pitch − position.
            tree.allNodes.compactMap { node -> (Int, CGFloat)? in
                guard let id = node.id, id.hasPrefix("card-"), let index = Int(id.dropFirst(5)) else { return nil }
                return (index, node.frame.minX)
            }.min { $0.0 < $1.0 }.map { CGFloat($0.0) * pitch - $0.1 }
        }
        // Following the finger: 200 points at the end of the drag.
        #expect(close(position(frames[12].tree), 200))
        // Then easing: t = k/60 after release, from 200 to 200 + 1000 · 0.4995.
        let target = 200 + 1000 * Deceleration.travelPerVelocity
        for k in [6, 15, 30] {
            let t = min(Double(k) / 60 / 0.5, 1)
            let expected = 200 + (target - 200) * CGFloat(1 - pow(1 - t, 4))
            #expect(close(position(frames[12 + k].tree), expected, 1e-3), "k \(k)")
        }
        #expect(close(position(frames.last!.tree), target, 1e-3))
        // Only the four or five cards in view are built, of 1,000.
        for frame in frames {
            let built = frame.tree.allNodes.filter { $0.id?.hasPrefix("card-") == true }.count
            #expect(built <= 5 && built >= 4)
        }
        for index in [0, 12, 20, frames.count - 1] {
            assertSnapshot(of: try canvas.png(frames[index].tree), as: .image(), named: "frame-\(index)")
        }
    }

    /// Seed 003: scrolling while positions change, idle 0.15 s (9 frames at 60 fps) after the last change.
    @Test func scrollStatus() throws {
        let offsets: [CGFloat] = [0, 0, 0] + (1...10).map { CGFloat($0) * 10 } + Array(repeating: 100, count: 15)
        let frames = try assertSnapshots(of: ScrollStatusScene(), sequence: ScrollSequence(y: offsets), canvas: canvas(390, 300))
        let scrolling = frames.map { $0.tree.node(id: "scrolling") != nil }
        // Frames 3…12 move; the last move is frame 12 (t = 0.2); idle from frame 21 (t = 0.35).
        let expected = (0..<offsets.count).map { $0 >= 3 && $0 < 21 }
        #expect(scrolling == expected)
    }
}
