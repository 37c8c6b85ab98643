import LayoutDSL
import Testing

/// Combine's API (OpenCombine) on the host's clock: subjects, `@Published` publishers,
/// schedulers on the main queue and run loop, `.onReceive`.
struct CombineTests {
    final class Model: ObservableObject {
        @Published var count = 0
    }

    @Test func publishedPropertiesProjectPublishers() {
        let model = Model()
        var seen: [Int] = []
        var changes = 0
        let values = model.$count.sink { seen.append($0) }
        let willChange = model.objectWillChange.sink { changes += 1 }
        model.count = 1
        model.count = 2
        #expect(seen == [0, 1, 2])
        #expect(changes == 2)
        _ = (values, willChange)
    }

    /// A subject's values debounced on the main queue, delivered through `.onReceive`.
    struct Debounced: View {
        @State private var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        var body: some View {
            Color.clear.frame(width: CGFloat(received.last ?? 0), height: CGFloat(received.count)).accessibilityIdentifier("r")
                .onAppear {
                    subject.send(1)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { subject.send(2) }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { subject.send(3) }
                }
                .onReceive(subject.debounce(for: .seconds(0.2), scheduler: DispatchQueue.main)) { received.append($0) }
        }
    }

    @Test func debounceWaitsOnTheVirtualClock() throws {
        let frames = try ViewHost(Debounced(), canvasSize: CGSize(width: 10, height: 10)).run(for: 1, framesPerSecond: 20)
        let sizes = frames.map { [Int($0.tree.node(id: "r")!.frame.width), Int($0.tree.node(id: "r")!.frame.height)] }
        // 2 is sent at 0.1 s and nothing follows for 0.2 s: delivered at 0.3 s (frame 6); 3 at
        // 0.5 + 0.2 = 0.7 s (frame 14). 1 was replaced by 2 within the window.
        let expected = (0...20).map { $0 < 6 ? [0, 0] : $0 < 14 ? [2, 1] : [3, 2] }
        #expect(sizes == expected)
    }

    @Test func receiveOnRunLoopAndJust() throws {
        struct Received: View {
            @State private var value = 0
            var body: some View {
                Color.clear.frame(width: CGFloat(value), height: 1).accessibilityIdentifier("v")
                    .onReceive(Just(7).delay(for: 0.5, scheduler: RunLoop.main)) { value = $0 }
            }
        }
        let frames = try ViewHost(Received(), canvasSize: CGSize(width: 10, height: 10)).run(for: 1, framesPerSecond: 4)
        #expect(frames.map { Int($0.tree.node(id: "v")!.frame.width) } == [0, 0, 7, 7, 7])
    }

    @Test func currentValueSubjectDeliversOnSubscription() throws {
        struct Current: View {
            let subject = CurrentValueSubject<Int, Never>(5)
            @State private var value = 0
            var body: some View {
                Color.clear.frame(width: CGFloat(value), height: 1).accessibilityIdentifier("v")
                    .onReceive(subject) { value = $0 }
            }
        }
        let tree = try ViewHost(Current(), canvasSize: CGSize(width: 10, height: 10)).update()
        #expect(tree.node(id: "v")!.frame.width == 5)
    }
}
