import Foundation
import SwiftData
import Testing

/// `@Model` expands to Observation's tracking, as `@Observable` does.
struct ModelObservationTests {
    final class Flag: @unchecked Sendable { var fired = false }

    @Test func propertyChangesNotifyObservers() {
        let item = Item(name: "a")
        let flag = Flag()
        withObservationTracking { _ = item.name } onChange: { flag.fired = true }
        item.rating = 3
        #expect(!flag.fired)
        item.name = "b"
        #expect(flag.fired && item.name == "b")
    }

    @Test func inPlaceMutationNotifies() {
        let item = Item(name: "a")
        let flag = Flag()
        withObservationTracking { _ = item.name } onChange: { flag.fired = true }
        item.name += "!"
        #expect(flag.fired && item.name == "a!")
    }

    @Test func transientPropertiesAreNotObserved() {
        let item = Item(name: "a")
        let flag = Flag()
        withObservationTracking { _ = item.scratch } onChange: { flag.fired = true }
        item.scratch = 1
        #expect(!flag.fired)
    }

    @Test func fetchesAreTrackedForInsertsAndDeletes() throws {
        let context = try makeContainer().mainContext
        let flag = Flag()
        withObservationTracking { _ = try? context.fetch(FetchDescriptor<Item>()) } onChange: { flag.fired = true }
        let item = Item(name: "new")
        context.insert(item)
        #expect(flag.fired)
        let deleted = Flag()
        withObservationTracking { _ = try? context.fetchCount(FetchDescriptor<Item>()) } onChange: { deleted.fired = true }
        context.delete(item)
        #expect(deleted.fired)
    }

    @Test func modelsAreObservableAndPersistent() {
        let item = Item(name: "a")
        let observable: any Observable = item
        let persistent: any PersistentModel = item
        #expect(observable is Item && persistent.persistentModelID == item.persistentModelID)
    }
}
