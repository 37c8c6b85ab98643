import LayoutDSL
import Testing

/// One living tree across frames, on a virtual clock.
struct SequenceTests {
    /// State set from offsets persists: this view remembers the largest offset it has seen.
    struct MaxTracker: View {
        @State var maxSeen: CGFloat = 0
        struct Key: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 1000)
                        .background(GeometryReader { Color.clear.preference(key: Key.self, value: -$0.frame(in: .named("scroll")).minY) })
                    Color.blue.frame(width: maxSeen, height: 10).accessibilityIdentifier("max")
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(Key.self) { maxSeen = max(maxSeen, $0) }
        }
    }

    @Test func stateCarriesAcrossFrames() throws {
        let host = ViewHost(MaxTracker(), canvasSize: CGSize(width: 390, height: 400))
        let frames = try host.run(ScrollSequence(y: [0, 50, 120, 30, 0]))
        let widths: [CGFloat] = frames.map { $0.tree.node(id: "max")!.frame.width }
        #expect(widths == [0, 50, 120, 120, 120])
        let times: [TimeInterval] = frames.map(\.time)
        let expected: [TimeInterval] = (0..<5).map { Double($0) / 60 }
        #expect(times == expected)
    }

    /// Work deferred with asyncAfter runs on the frame whose time reaches its deadline.
    @Test func asyncAfterFollowsVirtualClock() throws {
        struct Delayed: View {
            @State var fired = false
            var body: some View {
                Color.red.frame(width: fired ? 20 : 10, height: 10).accessibilityIdentifier("r")
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { fired = true } }
            }
        }
        let host = ViewHost(Delayed(), canvasSize: CGSize(width: 100, height: 100))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 10)))
        let widths = frames.map { $0.tree.node(id: "r")!.frame.width }
        // 0.1 s is frame 6 at 60 fps.
        #expect(widths == [10, 10, 10, 10, 10, 10, 20, 20, 20, 20])
    }

    /// CACurrentMediaTime and TimelineView dates read the virtual clock.
    @Test func timeReadsFollowClock() throws {
        var times: [CFTimeInterval] = []
        struct Clocked: View {
            let record: (CFTimeInterval) -> Void
            var body: some View {
                TimelineView(.animation) { context in
                    let seconds = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
                    Color.red.frame(width: CGFloat(seconds * 60), height: 1).accessibilityIdentifier("t")
                        .onChange(of: seconds, initial: true) { record(CACurrentMediaTime()) }
                }
            }
        }
        let host = ViewHost(Clocked { times.append($0) }, canvasSize: CGSize(width: 100, height: 100))
        let frames = try host.run(ScrollSequence(y: [0, 0, 0, 0]))
        let widths: [CGFloat] = frames.map { $0.tree.node(id: "t")!.frame.width.rounded() }
        #expect(widths == [0, 1, 2, 3])
        let steps: [Double] = times.map { (($0 - times[0]) * 60).rounded() }
        #expect(steps == [0, 1, 2, 3])
    }
}
