import LayoutDSL
import Testing

/// SwiftUI's preference rules (R18 and the rules the seeds depend on).
struct PreferenceTests {
    struct SumKey: PreferenceKey {
        static var defaultValue: Int = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// A key whose reduce does nothing: single values must still arrive.
    struct LazyKey: PreferenceKey {
        static var defaultValue: Int = -1
        static func reduce(value: inout Int, nextValue: () -> Int) {}
    }

    struct ListKey: PreferenceKey {
        static var defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    /// Values combine in tree order; views that set nothing take no part.
    @Test func reduceInTreeOrder() throws {
        var received: [String] = []
        _ = try resolve(VStack {
            Color.red.preference(key: ListKey.self, value: ["a"])
            Color.red
            HStack { Color.red.preference(key: ListKey.self, value: ["b"]); Color.red.preference(key: ListKey.self, value: ["c"]) }
        }.onPreferenceChange(ListKey.self) { received = $0 })
        #expect(received == ["a", "b", "c"])
    }

    /// An observer that leaves and comes back is new: it gets the value again, as its `@State`
    /// starts again. The graph remembered what it had delivered at that identity, so a
    /// re-inserted observer of an unchanged value got nothing.
    @Test func reinsertedObserverGetsTheValueAgain() throws {
        final class Log { var values: [Int] = [] }
        struct Root: View {
            let log: Log
            @State var shown = true
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 100, height: 50).onTapGesture { shown.toggle() }
                    if shown {
                        Color.red.frame(width: 100, height: 50).preference(key: SumKey.self, value: 5)
                            .onPreferenceChange(SumKey.self) { log.values.append($0) }
                    }
                }
            }
        }
        let log = Log()
        let host = ViewHost(Root(log: log), canvasSize: CGSize(width: 100, height: 100))
        _ = try host.update()
        // The grey button spans y 0…50 with the red view below it, 25…75 alone: y 40 hits it both ways.
        _ = try host.tap(at: CGPoint(x: 50, y: 40))
        _ = try host.tap(at: CGPoint(x: 50, y: 40))
        #expect(log.values == [5, 5])
    }

    /// A value set by exactly one view passes up without a reduce call.
    @Test func singleValuePassesWithoutReduce() throws {
        var received: Int?
        _ = try resolve(VStack {
            Color.red
            Color.blue.preference(key: LazyKey.self, value: 42)
            Color.green
        }.onPreferenceChange(LazyKey.self) { received = $0 })
        #expect(received == 42)
    }

    /// onPreferenceChange delivers on first appearance and then only when the value changes.
    @Test func onPreferenceChangeDeliversChangesOnly() throws {
        var calls = 0
        struct Root: View {
            let onChange: (Int) -> Void
            @State var toggle = false
            var body: some View {
                Color.red.preference(key: SumKey.self, value: 5)
                    .onPreferenceChange(SumKey.self) { value in onChange(value); toggle.toggle() }
            }
        }
        let host = ViewHost(Root { _ in calls += 1 }, canvasSize: CGSize(width: 10, height: 10))
        _ = try host.update()
        _ = try host.update()
        #expect(calls == 1)
    }

    /// transformPreference starts from the subtree's value.
    @Test func transformPreference() throws {
        var received = 0
        _ = try resolve(VStack {
            Color.red.preference(key: SumKey.self, value: 2)
            Color.red.preference(key: SumKey.self, value: 3)
        }.transformPreference(SumKey.self) { $0 *= 10 }.onPreferenceChange(SumKey.self) { received = $0 })
        #expect(received == 50)
    }

    struct BoundsKey: PreferenceKey {
        static var defaultValue: [String: Anchor<CGRect>] = [:]
        static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    /// Anchors resolve into the reading proxy's space, through offsets.
    @Test func anchorPreferencesResolveInProxySpace() throws {
        var resolved: [String: CGRect] = [:]
        _ = try resolve(VStack(spacing: 10) {
            Color.red.frame(width: 20, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { ["a": $0] }
            Color.blue.frame(width: 30, height: 10)
                .transformAnchorPreference(key: BoundsKey.self, value: .bounds) { $0["b"] = $1 }
                .offset(x: 5)
                // Outside the offset the view's bounds are where layout put it (R13).
                .transformAnchorPreference(key: BoundsKey.self, value: .bounds) { $0["outer"] = $1 }
        }
        .padding(20)
        .overlayPreferenceValue(BoundsKey.self) { anchors in
            GeometryReader { proxy in
                Color.clear.onAppear { resolved = anchors.mapValues { proxy[$0] } }
            }
        }, 200, 200)
        #expect(resolved["a"] == rect(25, 20, 20, 20))
        #expect(resolved["b"] == rect(25, 50, 30, 10))
        #expect(resolved["outer"] == rect(20, 50, 30, 10))
    }
}
