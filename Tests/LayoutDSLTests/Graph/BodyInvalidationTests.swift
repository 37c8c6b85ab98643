import LayoutDSL
import Observation
import Testing

/// Bodies run again only when what they depend on changed (SwiftUI's update semantics).
struct BodyInvalidationTests {
    /// How many times each view's body ran, by name.
    final class Log { var counts: [String: Int] = [:]; func ran(_ name: String) { counts[name, default: 0] += 1 } }

    struct Leaf: View {
        let name: String
        let log: Log
        var body: some View {
            log.ran(name)
            return Color.gray.frame(width: 10, height: 10)
        }
    }

    struct Counter: View {
        let log: Log
        @State var count = 0
        var body: some View {
            log.ran("counter")
            return HStack {
                Color.red.frame(width: CGFloat(count), height: 10).accessibilityIdentifier("bar")
                Leaf(name: "counter-leaf", log: log)
            }
            .onTapGesture { count += 1 }
        }
    }

    struct Screen: View {
        let log: Log
        var body: some View {
            log.ran("screen")
            return VStack {
                Counter(log: log).frame(width: 200, height: 50)
                Leaf(name: "sibling", log: log)
            }
        }
    }

    /// A state change re-runs the view that owns it; its children whose values are unchanged,
    /// its parent and its siblings keep their bodies.
    @Test func stateChangeRunsOnlyItsView() throws {
        let log = Log()
        let host = ViewHost(Screen(log: log), canvasSize: CGSize(width: 300, height: 300))
        _ = try host.update()
        #expect(log.counts == ["screen": 1, "counter": 1, "counter-leaf": 1, "sibling": 1])
        #expect(host.bodiesEvaluated == 4)
        let tree = try host.tap(at: CGPoint(x: 154, y: 141))
        #expect(tree.node(id: "bar")?.frame.width == 1)
        #expect(log.counts == ["screen": 1, "counter": 2, "counter-leaf": 1, "sibling": 1])
        #expect(host.bodiesEvaluated == 1)
        _ = try host.update()
        #expect(host.bodiesEvaluated == 0)
    }

    @Observable final class Model {
        var title = "a"
        var subtitle = "b"
    }

    struct TitleView: View {
        let model: Model
        let log: Log
        var body: some View {
            log.ran("title")
            return Color.gray.frame(width: CGFloat(model.title.count), height: 10).accessibilityIdentifier("title")
        }
    }

    struct SubtitleView: View {
        let model: Model
        let log: Log
        var body: some View {
            log.ran("subtitle")
            return Color.gray.frame(width: CGFloat(model.subtitle.count), height: 10)
        }
    }

    /// Only views whose body read the changed `@Observable` property run again.
    @Test func observablePropertyChangeRunsOnlyItsReaders() throws {
        let log = Log(), model = Model()
        let host = ViewHost(VStack { TitleView(model: model, log: log); SubtitleView(model: model, log: log) },
                            canvasSize: CGSize(width: 300, height: 300))
        _ = try host.update()
        model.title = "abc"
        let tree = try host.update()
        #expect(tree.node(id: "title")?.frame.width == 3)
        #expect(log.counts == ["title": 2, "subtitle": 1])
        #expect(host.bodiesEvaluated == 1)
    }

    struct ThemedLeaf: View {
        @Environment(\.colorScheme) var colorScheme
        let log: Log
        var body: some View {
            log.ran("themed")
            return Color.gray.frame(width: colorScheme == .dark ? 20 : 10, height: 10).accessibilityIdentifier("themed")
        }
    }

    /// A view re-runs when an environment value it reads changes, not when others change.
    @Test func environmentChangeRunsOnlyItsReaders() throws {
        let log = Log()
        let host = ViewHost(VStack { ThemedLeaf(log: log); Leaf(name: "plain", log: log) },
                            canvasSize: CGSize(width: 300, height: 300))
        _ = try host.update()
        host.environment.displayScale = 3
        _ = try host.update()
        #expect(log.counts == ["themed": 1, "plain": 1])
        host.environment.colorScheme = .dark
        let tree = try host.update()
        #expect(tree.node(id: "themed")?.frame.width == 20)
        #expect(log.counts == ["themed": 2, "plain": 1])
    }

    /// An object a parent creates inline in a child's stored property lives as long as the
    /// parent's body does not run again: 100 frames of scrolling keep the first instance.
    @Test func inlineObjectSurvivesScrolling() throws {
        final class Animator { static var made = 0; init() { Animator.made += 1 } }
        struct Row: View {
            let animator = Animator()
            var body: some View { Color.gray.frame(height: 40) }
        }
        struct Page: View {
            var body: some View {
                ScrollView { VStack(spacing: 0) { Row(); Color.blue.frame(height: 2000) } }
            }
        }
        Animator.made = 0
        let host = ViewHost(Page(), canvasSize: CGSize(width: 300, height: 600))
        _ = try host.run(ScrollSequence(y: (0..<100).map { CGFloat($0) * 5 }))
        #expect(Animator.made == 1)
    }

    /// A parent that runs again makes new child values; a child whose properties are the same
    /// keeps its body, one whose properties changed runs again.
    @Test func childValuesAreCompared() throws {
        let log = Log()
        struct Parent: View {
            let log: Log
            @State var tick = 0
            var body: some View {
                VStack {
                    Leaf(name: "same", log: log)
                    Leaf(name: "tick \(tick)", log: log)
                    Color.clear.frame(width: 1, height: 1).onAppear { tick = 1 }
                }
            }
        }
        let host = ViewHost(Parent(log: log), canvasSize: CGSize(width: 300, height: 300))
        _ = try host.update()
        #expect(log.counts == ["same": 1, "tick 0": 1, "tick 1": 1])
    }

    /// Writing an equal value of a non-Equatable type is not a change (SwiftUI compares such
    /// values bit by bit), so the loop settles.
    @Test func equalNonEquatableWritesSettle() throws {
        struct Stats { var count = 3 }
        struct Writer: View {
            @State var stats = Stats()
            var body: some View {
                Color.gray.frame(width: CGFloat(stats.count), height: 10)
                    .background(GeometryReader { _ in Color.clear.onAppear {} })
                    .onChange(of: 0, initial: true) { _, _ in stats = Stats() }
                    .transformPreference(WidthKey.self) { $0 = 1 }
                    .onPreferenceChange(WidthKey.self) { _ in stats = Stats(count: 3) }
            }
        }
        let host = ViewHost(Writer(), canvasSize: CGSize(width: 100, height: 100))
        _ = try host.update()
        #expect(host.passCount <= 2)
    }
    struct WidthKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    /// A write to `@State` in `init` does not survive (the state is not installed yet);
    /// `_value = State(initialValue:)` does.
    @Test func stateWritesInInitAreDropped() throws {
        struct Written: View {
            @State var width: CGFloat = 10
            init() { width = 50 }
            var body: some View { Color.gray.frame(width: width, height: 10).accessibilityIdentifier("w") }
        }
        struct Initialized: View {
            @State var width: CGFloat = 10
            init() { _width = State(initialValue: 50) }
            var body: some View { Color.gray.frame(width: width, height: 10).accessibilityIdentifier("i") }
        }
        let tree = try resolve(VStack { Written(); Initialized() })
        #expect(frame(tree, "w").width == 10)
        #expect(frame(tree, "i").width == 50)
    }

    /// `.equatable()` compares with `==`: a view equal by its own definition keeps its body
    /// even though a stored property (ignored by `==`) differs.
    @Test func equatableViewUsesEquality() throws {
        let log = Log()
        struct Labelled: View, Equatable {
            let id: Int
            let log: Log
            let note: String
            var body: some View { log.ran("labelled"); return Color.gray.frame(width: 10, height: 10) }
            static func == (a: Labelled, b: Labelled) -> Bool { a.id == b.id }
        }
        struct Parent: View {
            let log: Log
            @State var note = "a"
            var body: some View {
                VStack {
                    Labelled(id: 1, log: log, note: note).equatable()
                    Color.clear.frame(width: 1, height: 1).onAppear { note = "b" }
                }
            }
        }
        _ = try ViewHost(Parent(log: log), canvasSize: CGSize(width: 100, height: 100)).update()
        #expect(log.counts == ["labelled": 1])
    }
}
