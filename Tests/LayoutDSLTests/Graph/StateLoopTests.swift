import LayoutDSL
import Testing

/// @State, bindings, the update loop and its diagnostic.
struct StateLoopTests {
    struct HeightKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// SwiftUI-style code: a GeometryReader in a background publishes a height, and the
    /// `onPreferenceChange` writes @State that sizes a sibling. It settles in two passes.
    struct MeasuredCard: View {
        @State private var measured: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 80, height: 44)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                    })
                Color.blue.frame(width: 80, height: measured).accessibilityIdentifier("echo")
            }
            .onPreferenceChange(HeightKey.self) { measured = $0 }
        }
    }

    @Test func preferenceDrivenStateSettlesInTwoPasses() throws {
        let host = ViewHost(MeasuredCard(), canvasSize: CGSize(width: 200, height: 200))
        let tree = try host.update()
        #expect(host.passCount == 2)
        #expect(frame(tree, "echo").height == 44)
    }

    struct Oscillator: View {
        @State private var flip = false
        var body: some View {
            Color.red.frame(height: flip ? 10 : 20)
                .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
                .onPreferenceChange(HeightKey.self) { _ in flip.toggle() }
        }
    }

    @Test func oscillationStopsWithDiagnostic() throws {
        let host = ViewHost(Oscillator(), canvasSize: CGSize(width: 100, height: 100), maxPasses: 8)
        let error = #expect(throws: UpdateLoopError.self) { try host.update() }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("Bound preference"))
        #expect(message.contains("HeightKey"))
        #expect(message.contains("Oscillator.flip"))
    }

    /// State persists across updates by identity; a binding writes through to it.
    @Test func stateAndBindingPersist() throws {
        struct Child: View {
            @Binding var count: Int
            var body: some View { Color.red.frame(width: CGFloat(count * 10), height: 10).accessibilityIdentifier("bar")
                .onAppear { count += 1 } }
        }
        struct Parent: View {
            @State var count = 1
            var body: some View { Child(count: $count) }
        }
        let host = ViewHost(Parent(), canvasSize: CGSize(width: 100, height: 100))
        #expect(frame(try host.update(), "bar").width == 20)
        #expect(frame(try host.update(), "bar").width == 20)
    }

    /// Switching branches of an `if` resets the state below (new identity).
    @Test func conditionalBranchesHaveOwnIdentity() throws {
        struct Counter: View {
            @State var value = 0
            let label: String
            var body: some View { Color.red.frame(width: CGFloat(value), height: 1).accessibilityIdentifier(label).onAppear { value += 10 } }
        }
        struct Root: View {
            @State var flag = true
            var body: some View {
                VStack {
                    if flag { Counter(label: "a") } else { Counter(label: "b") }
                }
                .onAppear { flag = false }
            }
        }
        let tree = try resolve(Root())
        // Branch a appeared (+10) then was replaced by b, which starts from 0 and appears (+10).
        #expect(frame(tree, "b").width == 10)
    }

    /// onChange runs with old and new values when a watched value changes.
    @Test func onChangeRunsOnChange() throws {
        struct Root: View {
            @State var value = 0
            @State var log: [String] = []
            var body: some View {
                Color.red.frame(width: CGFloat(log.count), height: 1).accessibilityIdentifier("log")
                    .onChange(of: value) { old, new in log.append("\(old)->\(new)") }
                    .onAppear { value = 3 }
            }
        }
        #expect(frame(try resolve(Root()), "log").width == 1)
    }

    /// Environment values flow down and can be read with @Environment.
    @Test func environmentReadsAndOverrides() throws {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 1).accessibilityIdentifier("r") }
        }
        #expect(frame(try resolve(Reader()), "r").width == 10)
        #expect(frame(try resolve(Reader().environment(\.colorScheme, .dark)), "r").width == 20)
    }

    /// `DispatchQueue.main.async` work queued in a handler shows in the same settled frame.
    @Test func deferredMainQueueWorkSettlesInFrame() throws {
        struct Root: View {
            @State var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 1).accessibilityIdentifier("r")
                    .onAppear { DispatchQueue.main.async { width = 30 } }
            }
        }
        let host = ViewHost(Root(), canvasSize: CGSize(width: 100, height: 100))
        #expect(frame(try host.update(), "r").width == 30)
    }
}

/// Reliability issue, item 7: main-queue work that reschedules itself runs one block per turn
/// of the queue, so an update returns (no state changed) or stops at the pass limit (state
/// changed every turn) instead of spinning forever.
struct SelfReschedulingWorkTests {
    final class Counter { var turns = 0 }

    @Test func quietReschedulingReturns() throws {
        let counter = Counter()
        func again() { counter.turns += 1; DispatchQueue.main.async { again() } }
        let view = Color.red.frame(width: 10, height: 10).onAppear { again() }
        let host = ViewHost(view, canvasSize: CGSize(width: 50, height: 50))
        _ = try host.update()
        _ = try host.update()
        #expect(counter.turns >= 1 && counter.turns <= 4)
    }

    @Test func reschedulingThatChangesStateHitsThePassLimit() throws {
        struct Ticker: View {
            @State var ticks = 0
            var body: some View {
                Color.red.frame(width: 10, height: 10).onAppear {
                    func tick() { ticks += 1; DispatchQueue.main.async { tick() } }
                    tick()
                }
            }
        }
        let host = ViewHost(Ticker(), canvasSize: CGSize(width: 50, height: 50), maxPasses: 8)
        #expect(throws: UpdateLoopError.self) { try host.update() }
    }
}
