import Foundation
import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import Render
import Synchronization
import Testing

/// Hosts share nothing: the same sequences rendered by eight hosts at once, on eight threads,
/// give the bytes one host gives alone. The scenes read the virtual clock (`asyncAfter`,
/// `CACurrentMediaTime`) and warn through the host, the state most at risk of leaking between
/// threads.
struct ConcurrentHostsTests {
    private static func render(_ index: Int) throws -> [Data] {
        let canvas = canvas(390, 300)
        let offsets: [CGFloat] = [0, 0, 30, 60, 90, 90, 90, 90, 90, 90, 90, 90]
        let frames: [RenderedFrame]
        switch index % 3 {
        case 0: frames = try canvas.host(ScrollStatusScene()).run(ScrollSequence(y: offsets))
        case 1: frames = try canvas.host(CollapsingHeaderScene()).run(ScrollSequence(y: offsets.map { $0 - 40 }))
        default: frames = try canvas.host(HorizontalListScene()).drag(from: CGPoint(x: 300, y: 120), to: CGPoint(x: 100, y: 120), duration: 0.2, settle: 0.3)
        }
        return try frames.map { try canvas.png($0.tree).data }
    }

    @Test func eightHostsOnEightThreadsGiveTheBytesOfOne() throws {
        let alone = try (0..<3).map(Self.render)
        let results = Mutex<[Int: [Data]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let pngs = (try? Self.render(index)) ?? []
            results.withLock { $0[index] = pngs }
        }
        let together = results.withLock { $0 }
        for index in 0..<8 {
            #expect(together[index] == alone[index % 3], "host \(index)")
        }
    }
}
