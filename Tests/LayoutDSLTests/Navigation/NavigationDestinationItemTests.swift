import LayoutDSL
import Testing

/// A back-deployment of `navigationDestination(item:destination:)` as packages declare it for iOS 16
/// (no `Hashable` constraint), called with an item that is not `Hashable`: SwiftUI's requires
/// `D: Hashable`, so it is no candidate and the package's own is called (without the constraint the
/// two were ambiguous); with a `Hashable` item SwiftUI's is the more specific and wins.
struct NavigationDestinationItemTests {
    struct Draft { let title: String }

    @Test func unconstrainedItemCallsTheBackDeployedModifier() throws {
        let tree = try ViewHost(NavigationStack { Self.compose(.constant(Draft(title: "Hello"))) },
                                canvasSize: CGSize(width: 393, height: 852)).update()
        #expect(tree.node(id: "back-deployed-Hello") != nil)
        #expect(tree.node(id: "root") == nil)
    }

    @Test func hashableItemCallsSwiftUIs() throws {
        let tree = try ViewHost(NavigationStack {
            Color.gray.accessibilityIdentifier("root")
                .navigationDestination(item: .constant(Optional(7))) { Color.red.accessibilityIdentifier("item-\($0)") }
        }, canvasSize: CGSize(width: 393, height: 852)).update()
        #expect(tree.node(id: "item-7") != nil)
        #expect(!tree.allNodes.contains { $0.id?.hasPrefix("back-deployed") == true })
    }

    /// `Draft` is not `Hashable`: only the back-deployed modifier takes it.
    static func compose(_ item: Binding<Draft?>) -> some View {
        Color.gray.accessibilityIdentifier("root")
            .navigationDestination(item: item) { draft in Color.red.accessibilityIdentifier("back-deployed-\(draft.title)") }
    }
}

extension View {
    /// As swift-navigation declares it for iOS 16: through `isPresented`, for any item.
    nonisolated fileprivate func navigationDestination<D, C: View>(item: Binding<D?>,
                                                                   @ViewBuilder destination: @escaping (D) -> C) -> some View {
        navigationDestination(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })) {
            if let value = item.wrappedValue { destination(value) }
        }
    }
}
