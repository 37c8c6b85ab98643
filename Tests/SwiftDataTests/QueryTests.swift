import Foundation
import LayoutDSL
import Render
import SwiftData
import Testing

/// `@Query` fetches from the environment's context in the body, and views re-render when the
/// container's models change.
struct QueryTests {
    private func host(_ view: some View) -> ViewHost {
        ViewHost(view, canvasSize: CGSize(width: 320, height: 640), environment: .rendering())
    }

    private func texts(_ host: ViewHost) throws -> [String] { try host.update().allNodes.compactMap(\.text) }

    struct ItemList: View {
        @Query(sort: \Item.date, order: .reverse) private var items: [Item]
        @Query(filter: #Predicate<Item> { $0.isDone == false }, sort: [SortDescriptor(\Item.name)]) private var open: [Item]
        var body: some View {
            VStack {
                Text("\(items.count) items, \(open.count) open")
                ForEach(items) { item in Text("row \(item.name)") }
                ForEach(open) { item in Text("open \(item.name)") }
            }
        }
    }

    @Test func queriesFetchSortAndFilter() throws {
        let container = try makeContainer()
        container.mainContext.insert(Item(name: "A", date: Date(timeIntervalSince1970: 1)))
        container.mainContext.insert(Item(name: "B", date: Date(timeIntervalSince1970: 2)))
        let host = host(ItemList().modelContainer(container))
        #expect(try texts(host) == ["2 items, 2 open", "row B", "row A", "open A", "open B"])
    }

    @Test func viewsFollowTheStore() throws {
        let container = try makeContainer()
        let context = container.mainContext
        let a = Item(name: "A", date: Date(timeIntervalSince1970: 1))
        context.insert(a)
        let host = host(ItemList().modelContainer(container))
        #expect(try texts(host).first == "1 items, 1 open")
        context.insert(Item(name: "C", date: Date(timeIntervalSince1970: 3)))
        #expect(try texts(host) == ["2 items, 2 open", "row C", "row A", "open A", "open C"])
        a.isDone = true
        #expect(try texts(host) == ["2 items, 1 open", "row C", "row A", "open C"])
        a.name = "Z"
        #expect(try texts(host).contains("row Z"))
        context.delete(a)
        #expect(try texts(host) == ["1 items, 1 open", "row C", "open C"])
    }

    struct Filtered: View {
        @Query private var items: [Item]
        init(search: String) {
            _items = Query(filter: #Predicate<Item> { $0.name.localizedStandardContains(search) }, sort: [SortDescriptor(\Item.name)])
        }
        var body: some View {
            ForEach(items) { Text($0.name) }
        }
    }

    @Test func queriesMadeInAnInitializer() throws {
        let container = try makeContainer()
        for name in ["Mango", "apple", "Banana", "grape"] { container.mainContext.insert(Item(name: name)) }
        #expect(try texts(host(Filtered(search: "an").modelContainer(container))) == ["Banana", "Mango"])
    }

    struct Adder: View {
        @Environment(\.modelContext) private var context
        @Query private var items: [Item]
        var body: some View {
            Text("\(items.count) items").onAppear { context.insert(Item(name: "added")) }
        }
    }

    final class Calls: @unchecked Sendable { var count = 0 }

    @Test func modelContainerForTypeKeepsItsContainer() throws {
        let calls = Calls()
        let host = host(Adder().modelContainer(for: Item.self, inMemory: true) { result in
            if case .success = result { calls.count += 1 }
        })
        _ = try texts(host)
        #expect(try texts(host) == ["1 items"])
        #expect(try texts(host) == ["1 items"])
        #expect(calls.count == 1)
    }

    struct ScratchCounter: View {
        @Environment(\.modelContext) private var context
        @Query private var scratches: [Scratch]
        var body: some View { Text("\(scratches.count) scratch") }
    }

    @Test func withoutAContainerTheEnvironmentHasAWorkingContext() throws {
        let context = EnvironmentValues().modelContext
        #expect(context === EnvironmentValues().modelContext)
        let before = try context.fetchCount(FetchDescriptor<Scratch>())
        context.insert(Scratch())
        #expect(try texts(host(ScratchCounter())) == ["\(before + 1) scratch"])
    }

    @Test func theQueryExposesItsContext() throws {
        let container = try makeContainer()
        var environment = EnvironmentValues()
        environment.modelContext = container.mainContext
        #expect(environment.modelContext === container.mainContext)
        let query = Query<Item>()
        #expect(query.wrappedValue.isEmpty && query.fetchError == nil)
    }
}
