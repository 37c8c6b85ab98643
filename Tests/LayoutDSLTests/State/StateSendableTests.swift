import LayoutDSL
import Testing

/// `State` is `Sendable` when its value is (SwiftUICore's interface), so a `Sendable` property
/// wrapper or model may keep a view-update counter in `@State`; in a view it updates as before.
struct StateSendableTests {
    /// A `Sendable` type that holds `@State`, as packages' `Sendable` property wrappers do.
    struct Reference: Sendable {
        @State var generation = 0
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").onAppear { count += 1 }
        }
    }

    static func isSendable<T: Sendable>(_: T.Type) -> Bool { true }

    @Test func stateOfASendableValueIsSendable() {
        #expect(Self.isSendable(State<Int>.self))
        #expect(Self.isSendable(Reference.self))
        #expect(Reference().generation == 0)
    }

    @Test func stateStillUpdatesItsView() throws {
        let tree = try resolve(Counter())
        #expect(tree.allNodes.compactMap(\.text) == ["1"])
    }
}
