import LayoutDSL
import Testing

struct MoreAPITests {
    /// A custom alignment guide lines up views in different stacks (R19: custom guides
    /// propagate out of containers).
    enum MidAccent: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    @Test func customAlignmentAcrossStacks() throws {
        let accent = VerticalAlignment(MidAccent.self)
        let tree = try resolve(HStack(alignment: accent, spacing: 0) {
            Color.red.frame(width: 10, height: 40).accessibilityIdentifier("left")
            VStack(spacing: 0) {
                Color.gray.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("marker")
                    .alignmentGuide(accent) { $0[VerticalAlignment.center] }
                Color.gray.frame(width: 10, height: 30)
            }
        }, 100, 200)
        // The marker's centre (35 into the VStack) meets the left bar's centre (20).
        #expect(frame(tree, "marker").midY == frame(tree, "left").midY)
    }

    struct NamesKey: PreferenceKey {
        static var defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    /// backgroundPreferenceValue builds a layer from the subtree's value and draws it behind.
    @Test func backgroundPreferenceValue() throws {
        let tree = try resolve(VStack {
            Color.red.frame(width: 20, height: 20).preference(key: NamesKey.self, value: ["a"])
            Color.red.frame(width: 20, height: 20).preference(key: NamesKey.self, value: ["b"])
        }
        .backgroundPreferenceValue(NamesKey.self) { names in
            Color.blue.frame(width: CGFloat(names.count) * 10, height: 5).accessibilityIdentifier("layer")
        }, 100, 100)
        #expect(frame(tree, "layer").width == 20)
        #expect(tree.allNodes.firstIndex { $0.id == "layer" }! < tree.allNodes.firstIndex { $0.type == "VStack" }!)
    }

    /// onDisappear runs when a view leaves the tree.
    @Test func onDisappearRunsWhenRemoved() throws {
        final class Log { var events: [String] = [] }
        let log = Log()
        struct Root: View {
            let log: Log
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Color.red.onAppear { log.events.append("appear") }.onDisappear { log.events.append("disappear") } }
                }
                .onAppear { shown = false }
            }
        }
        _ = try resolve(Root(log: log))
        #expect(log.events == ["appear", "disappear"])
    }

    struct Previews: PreviewProvider {
        static var previews: some View {
            Color.red.previewDisplayName("Red").previewLayout(.fixed(width: 100, height: 50))
            Group {
                Color.blue.previewLayout(.sizeThatFits)
                Color.green
            }
        }
    }

    @Test func previewListSplitsTopLevelViews() throws {
        let previews = Previews.previewList
        #expect(previews.map(\.name) == ["Red", nil, nil])
        #expect(previews.map(\.layout) == [.fixed(width: 100, height: 50), .sizeThatFits, .device])
    }
}
