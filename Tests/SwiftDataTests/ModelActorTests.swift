import Foundation
import SwiftData
import Testing

/// An importer as apps write one for background work.
@ModelActor
actor ItemImporter {
    func importItems(_ names: [String]) throws -> [PersistentIdentifier] {
        let items = names.map { Item(name: $0) }
        for item in items { modelContext.insert(item) }
        try modelContext.save()
        return items.map(\.persistentModelID)
    }

    func name(of id: PersistentIdentifier) -> String? { self[id, as: Item.self]?.name }
}

/// `@ModelActor`: the actor gets a container, an executor holding a context of its own, and
/// `init(modelContainer:)`; what it inserts and saves, the main context fetches.
struct ModelActorTests {
    @MainActor @Test func anActorsContextSharesTheStore() async throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let importer = ItemImporter(modelContainer: container)
        #expect(importer.modelContainer === container)
        #expect(importer.modelExecutor.modelContext !== container.mainContext)
        let ids = try await importer.importItems(["Milk", "Bread"])
        #expect(ids.count == 2)
        #expect(await importer.name(of: ids[1]) == "Bread")
        let fetched = try container.mainContext.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)]))
        #expect(fetched.map(\.name) == ["Bread", "Milk"])
    }
}
