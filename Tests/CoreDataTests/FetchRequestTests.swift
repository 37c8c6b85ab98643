import CoreData
import Foundation
import LayoutDSL
import Render
import SwiftUI
import Testing

/// `@FetchRequest` fetches from the environment's context when the body runs, and views re-render
/// when the store's objects change, saved or not, in any of its contexts.
struct FetchRequestTests {
    private func host(_ view: some View) -> ViewHost {
        ViewHost(view, canvasSize: CGSize(width: 320, height: 640), environment: .rendering())
    }

    private func texts(_ host: ViewHost) throws -> [String] { try host.update().allNodes.compactMap(\.text) }

    struct ItemList: View {
        @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.name, ascending: true)], animation: .default)
        private var items: FetchedResults<Item>
        @FetchRequest(sortDescriptors: [SortDescriptor(\Item.rating, order: .reverse)], predicate: NSPredicate(format: "isDone == NO"))
        private var open: FetchedResults<Item>

        var body: some View {
            VStack {
                Text("\(items.count) items, \(open.count) open")
                ForEach(items) { item in Text("row \(item.name ?? "")") }
                ForEach(open) { item in Text("open \(item.name ?? "") \(item.rating)") }
            }
        }
    }

    private func insert(_ name: String, rating: Int16, into context: NSManagedObjectContext) -> Item {
        let item = Item(context: context)
        item.name = name
        item.rating = rating
        return item
    }

    @Test func fetchesSortsAndFilters() throws {
        let container = makeContainer()
        _ = insert("B", rating: 1, into: container.viewContext)
        _ = insert("A", rating: 2, into: container.viewContext).isDone = true
        _ = insert("C", rating: 3, into: container.viewContext)
        let host = host(ItemList().environment(\.managedObjectContext, container.viewContext))
        let shown = try texts(host)
        #expect(shown == ["3 items, 2 open", "row A", "row B", "row C", "open C 3", "open B 1"], "\(shown)")
    }

    @Test func rerendersWhenTheStoreChanges() throws {
        let container = makeContainer()
        let context = container.viewContext
        context.automaticallyMergesChangesFromParent = true
        let b = insert("B", rating: 1, into: context)
        try context.save()
        let host = host(ItemList().environment(\.managedObjectContext, context))
        #expect(try texts(host) == ["1 items, 1 open", "row B", "open B 1"])
        _ = insert("A", rating: 5, into: context)
        #expect(try texts(host) == ["2 items, 2 open", "row A", "row B", "open A 5", "open B 1"])
        b.isDone = true
        #expect(try texts(host) == ["2 items, 1 open", "row A", "row B", "open A 5"])
        b.name = "Z"
        #expect(try texts(host) == ["2 items, 1 open", "row A", "row Z", "open A 5"])
        context.delete(b)
        #expect(try texts(host) == ["1 items, 1 open", "row A", "open A 5"])
        try context.save()
        let background = container.newBackgroundContext()
        background.performAndWait {
            _ = insert("M", rating: 4, into: background)
            try! background.save()
        }
        #expect(try texts(host) == ["2 items, 2 open", "row A", "row M", "open A 5", "open M 4"])
    }

    struct Searchable: View {
        @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)]) private var items: FetchedResults<Item>
        let search: String
        var body: some View {
            VStack {
                ForEach(items) { Text($0.name ?? "") }
            }
            .onAppear { items.nsPredicate = NSPredicate(format: "name CONTAINS[c] %@", search) }
        }
    }

    @Test func changingThePredicateFetchesAgain() throws {
        let container = makeContainer()
        for name in ["apple", "banana", "grape"] { _ = insert(name, rating: 0, into: container.viewContext) }
        let host = host(Searchable(search: "AP").environment(\.managedObjectContext, container.viewContext))
        _ = try texts(host)
        #expect(try texts(host) == ["apple", "grape"])
    }

    @Test func entityInitializerAndDefaultContext() throws {
        let request = FetchRequest<Item>(entity: Item.entity(), sortDescriptors: [])
        #expect(request.projectedValue.wrappedValue.nsSortDescriptors.isEmpty)
        #expect(EnvironmentValues().managedObjectContext.persistentStoreCoordinator != nil)
    }
}
