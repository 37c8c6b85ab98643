import LayoutDSL
import Testing

/// A scroll-activity detector in the style many SwiftUI articles publish: scroll positions
/// arrive through a preference, are sent into a `PassthroughSubject`, stamped with `Date()`, and
/// a check deferred with `asyncAfter` reports "stopped" once no position came for 0.1 s, merged
/// and delivered with `receive(on: DispatchQueue.main)`. It mixes every clock user code reads.
struct ScrollActivitySequenceTests {
    final class ScrollActivity: ObservableObject {
        @Published var isScrolling = false
        let moved = PassthroughSubject<Int, Never>()
        let settled = PassthroughSubject<Int, Never>()
        private var lastMove = Date()
        var subscription: AnyCancellable?

        init() {
            let moves = moved.dropFirst().handleEvents(receiveOutput: { [unowned self] _ in
                lastMove = Date()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { [weak self] in
                    guard let self else { return }
                    if Date().timeIntervalSince(lastMove) > 0.1 { settled.send(0) }
                }
            })
            subscription = moves.merge(with: settled)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] value in
                    guard let self else { return }
                    if value == 1, !isScrolling { isScrolling = true }
                    if value == 0, isScrolling { isScrolling = false }
                }
        }
    }

    struct PositionKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    struct ActivityList: View {
        @StateObject private var activity = ScrollActivity()
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(width: activity.isScrolling ? 20 : 10, height: 10).accessibilityIdentifier("status")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40) { row in Color.gray.frame(height: 44).id(row) }
                    }
                    .background(GeometryReader { Color.clear.preference(key: PositionKey.self, value: $0.frame(in: .global).minY) })
                }
                .onPreferenceChange(PositionKey.self) { _ in activity.moved.send(1) }
            }
        }
    }

    /// Offsets: still for 2 frames, moving 10 pt a frame for 20 frames, then still.
    static let offsets: [CGFloat] = [0, 0] + (1...20).map { CGFloat($0 * 10) } + Array(repeating: 200, count: 30)

    static func statuses() throws -> [Bool] {
        let host = ViewHost(ActivityList(), canvasSize: CGSize(width: 200, height: 400))
        return try host.run(ScrollSequence(y: offsets)).map { $0.tree.node(id: "status")!.frame.width == 20 }
    }

    @Test func reportsScrollingWhilePositionsChangeAndStoppedAfterThem() throws {
        let statuses = try Self.statuses()
        // The first position (frame 0) is dropped; frame 2 is the first move, reported in its
        // own frame (receive(on:) runs between passes). The last move is frame 21; the check
        // deferred 0.15 s (9 frames) from the move at frame 18 runs at frame 27, 6 frames = 0.1 s
        // after the last move, which `Date()` — a Double of seconds since 2001, 0.12 µs coarse
        // at 2026 — measures as 0.1000001 s, just over the article's 0.1 s: stopped at frame 27.
        let expected = Self.offsets.indices.map { $0 >= 2 && $0 < 27 }
        #expect(statuses == expected)
    }

    @Test func isIdenticalOnEveryRun() throws {
        let runs = try (0..<20).map { _ in try Self.statuses() }
        #expect(runs.allSatisfy { $0 == runs[0] })
    }
}
