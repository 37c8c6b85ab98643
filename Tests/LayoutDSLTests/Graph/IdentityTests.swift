import LayoutDSL
import Testing

/// Structural and explicit identity decide which state a view keeps.
struct IdentityTests {
    /// ForEach identity: state follows the element's id when the data is reordered. Each row
    /// records its id in state when it appears; after the order reverses, a positional identity
    /// would show row 3 with row 1's state.
    @Test func forEachStateFollowsIDs() throws {
        struct Row: View {
            let id: Int
            @State var recorded = 0
            var body: some View {
                Color.red.frame(width: CGFloat(recorded), height: 1).accessibilityIdentifier("row\(id)")
                    .onAppear { recorded = id * 10 }
            }
        }
        struct Rows: View {
            @State var order = [1, 2, 3]
            var body: some View {
                VStack { ForEach(order, id: \.self) { Row(id: $0) } }
                    .onAppear { order.reverse() }
            }
        }
        let tree = try resolve(Rows())
        #expect(frame(tree, "row1").width == 10)
        #expect(frame(tree, "row3").width == 30)
        #expect(frame(tree, "row3").minY < frame(tree, "row1").minY)
    }

    /// `.id(_:)` with a new value gives a view a new identity, and fresh state.
    @Test func explicitIDResetsState() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Color.red.frame(width: CGFloat(count), height: 1).accessibilityIdentifier("c").onAppear { count += 5 }
            }
        }
        struct Root: View {
            @State var generation = 0
            var body: some View {
                Counter().id(generation).onAppear { generation = 1 }
            }
        }
        // The first Counter appeared (5), then the id changed: the new one starts at 0 and appears (5).
        #expect(frame(try resolve(Root()), "c").width == 5)
    }
}
