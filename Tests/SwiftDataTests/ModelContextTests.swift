import Foundation
import SwiftData
import Testing

/// Inserting, fetching (filter, sort, offset, limit), deleting and saving in the in-memory store.
struct ModelContextTests {
    final class Counter: @unchecked Sendable { var count = 0 }

    private func seeded() throws -> (ModelContainer, ModelContext) {
        let container = try makeContainer()
        let context = container.mainContext
        context.insert(Item(name: "banana", date: Date(timeIntervalSince1970: 30), rating: 2))
        context.insert(Item(name: "apple", date: Date(timeIntervalSince1970: 10)))
        context.insert(Item(name: "cherry", date: Date(timeIntervalSince1970: 20), rating: 5))
        return (container, context)
    }

    @Test func fetchReturnsInsertedModelsInInsertionOrder() throws {
        let (_, context) = try seeded()
        #expect(try context.fetch(FetchDescriptor<Item>()).map(\.name) == ["banana", "apple", "cherry"])
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 3)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
    }

    @Test func sortDescriptorsOrderTheResult() throws {
        let (_, context) = try seeded()
        #expect(try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["apple", "banana", "cherry"])
        #expect(try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.date, order: .reverse)])).map(\.name)
            == ["banana", "cherry", "apple"])
        // Optional keys: nil first going forward.
        #expect(try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.rating)])).map(\.name) == ["apple", "banana", "cherry"])
        context.insert(Item(name: "apple", date: Date(timeIntervalSince1970: 5)))
        let twoKeys = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name), SortDescriptor(\.date, order: .reverse)])
        #expect(try context.fetch(twoKeys).map(\.date.timeIntervalSince1970) == [10, 5, 30, 20])
    }

    @Test func predicatesFilter() throws {
        let (_, context) = try seeded()
        let rated = FetchDescriptor<Item>(predicate: #Predicate { $0.rating != nil }, sortBy: [SortDescriptor(\.name)])
        #expect(try context.fetch(rated).map(\.name) == ["banana", "cherry"])
        let search = "AN"
        let matching = FetchDescriptor<Item>(predicate: #Predicate { $0.name.localizedStandardContains(search) })
        #expect(try context.fetch(matching).map(\.name) == ["banana"])
        let after = Date(timeIntervalSince1970: 15)
        #expect(try context.fetchCount(FetchDescriptor<Item>(predicate: #Predicate { $0.date > after })) == 2)
    }

    @Test func offsetAndLimitPage() throws {
        let (_, context) = try seeded()
        var page = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)])
        page.fetchOffset = 1
        page.fetchLimit = 1
        #expect(try context.fetch(page).map(\.name) == ["banana"])
        page.fetchOffset = 5
        #expect(try context.fetch(page).isEmpty)
    }

    @Test func deleteRemovesModels() throws {
        let (_, context) = try seeded()
        let apple = try #require(try context.fetch(FetchDescriptor<Item>(predicate: #Predicate { $0.name == "apple" })).first)
        context.delete(apple)
        #expect(apple.isDeleted)
        #expect(try context.fetch(FetchDescriptor<Item>()).map(\.name) == ["banana", "cherry"])
        try context.delete(model: Item.self, where: #Predicate { $0.rating == 5 })
        #expect(try context.fetch(FetchDescriptor<Item>()).map(\.name) == ["banana"])
        try context.delete(model: Item.self)
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
    }

    @Test func changesAreRecordedUntilSave() throws {
        let container = try makeContainer()
        let context = container.mainContext
        #expect(!context.hasChanges)
        let item = Item(name: "a")
        #expect(item.modelContext == nil && !item.hasChanges)
        context.insert(item)
        #expect(item.modelContext === context && context.hasChanges && item.hasChanges)
        #expect(context.insertedModelsArray.count == 1)
        let saved = Counter()
        let observer = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: context, queue: nil) { _ in
            saved.count += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try context.save()
        #expect(!context.hasChanges && !item.hasChanges && saved.count == 1)
        item.name = "b"
        #expect(context.hasChanges && item.hasChanges && context.changedModelsArray.count == 1)
        try context.save()
        context.delete(item)
        #expect(context.deletedModelsArray.count == 1)
        context.rollback()
        #expect(!item.isDeleted && !context.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 1)
    }

    @Test func identifiersFindModels() throws {
        let (_, context) = try seeded()
        let items = try context.fetch(FetchDescriptor<Item>())
        #expect(Set(items.map(\.persistentModelID)).count == 3)
        #expect(items[0].id == items[0].persistentModelID && items[0].persistentModelID.entityName == "Item")
        let found: Item? = context.registeredModel(for: items[1].persistentModelID)
        #expect(found === items[1])
        #expect(context.model(for: items[2].persistentModelID) as? Item === items[2])
        #expect(try context.fetchIdentifiers(FetchDescriptor<Item>()) == items.map(\.persistentModelID))
        #expect(Set(items + items).count == 3)
    }

    @Test func contextsOfAContainerShareItsStore() throws {
        let container = try makeContainer()
        container.mainContext.insert(Item(name: "shared"))
        let other = ModelContext(container)
        #expect(try other.fetch(FetchDescriptor<Item>()).map(\.name) == ["shared"])
        #expect(try ModelContext(makeContainer()).fetchCount(FetchDescriptor<Item>()) == 0)
        container.deleteAllData()
        #expect(try other.fetchCount(FetchDescriptor<Item>()) == 0)
    }

    @Test func insertingAModelInsertsWhatItRefersTo() throws {
        let context = try makeContainer().mainContext
        let folder = Folder(code: "F", title: "Folder")
        folder.notes = [Note(text: "one"), Note(text: "two")]
        folder.pinned = Note(text: "pinned")
        context.insert(folder)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 3)
        // Cascade: the notes go with the folder; the pinned note (nullify) stays.
        context.delete(folder)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["pinned"])
    }

    @Test func uniqueAttributeReplacesTheStoredModel() throws {
        let context = try makeContainer().mainContext
        context.insert(Folder(code: "A", title: "first"))
        context.insert(Folder(code: "B", title: "other"))
        context.insert(Folder(code: "A", title: "second"))
        #expect(try context.fetch(FetchDescriptor<Folder>(sortBy: [SortDescriptor(\.code)])).map(\.title) == ["second", "other"])
    }

    @Test func containersAndConfigurationsTakeApplesForms() throws {
        let schema = Schema([Item.self, Folder.self, Item.self])
        #expect(schema.entities.map(\.name) == ["Item", "Folder"])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
        let container = try ModelContainer(for: schema, configurations: [configuration])
        #expect(container.configurations.count == 1 && container.schema == schema)
        let versioned = try ModelContainer(for: Schema(versionedSchema: SchemaV1.self), migrationPlan: Migrations.self,
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(versioned.schema.version == Schema.Version(1, 0, 0) && versioned.migrationPlan != nil)
        #expect(ModelConfiguration(isStoredInMemoryOnly: true).isStoredInMemoryOnly)
        #expect(!ModelConfiguration().isStoredInMemoryOnly)
        #expect(ModelConfiguration(for: Item.self, isStoredInMemoryOnly: true).schema?.entities.count == 1)
        _ = try ModelContainer(for: Item.self)
    }
}
