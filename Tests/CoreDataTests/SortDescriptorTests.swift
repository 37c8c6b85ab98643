@testable import CoreData
import LayoutDSL
import Testing

/// `NSSortDescriptor` by key, by a key path to an optional, and from a `SortDescriptor`, as Core
/// Data sorts in memory: nil first, numbers by value, strings by their characters.
struct SortDescriptorTests {
    let rows: [[String: Any]] = [["name": "b", "n": 2], ["name": "B", "n": 10], ["n": 1], ["name": "a", "n": 2]]

    private func names(_ descriptors: [NSSortDescriptor]) -> [String] {
        NSSortDescriptor.sorted(rows as [Any], by: descriptors).map { ($0 as? [String: Any])?["name"] as? String ?? "-" }
    }

    @Test func sortsByKeyThenByTheNext() {
        #expect(names([NSSortDescriptor(key: "name", ascending: true)]) == ["-", "B", "a", "b"])
        #expect(names([NSSortDescriptor(key: "name", ascending: false)]) == ["b", "a", "B", "-"])
        #expect(names([NSSortDescriptor(key: "n", ascending: true), NSSortDescriptor(key: "name", ascending: false)])
            == ["-", "b", "a", "B"])
        #expect(names([NSSortDescriptor(key: "name", ascending: true, selector: Selector("localizedStandardCompare:"))])
            == ["-", "a", "b", "B"])
    }

    @Test func keysAreKept() {
        #expect(NSSortDescriptor(key: "name", ascending: true).key == "name")
        #expect(NSSortDescriptor(key: "name", ascending: true).reversedSortDescriptor is NSSortDescriptor)
        #expect(NSSortDescriptor(keyPath: \Item.timestamp, ascending: true).key == nil)
        #expect(!NSSortDescriptor(SortDescriptor(\Item.rating, order: .reverse)).ascending)
    }

    @Test func sortsManagedObjectsByKeyPathAndSortDescriptor() throws {
        let context = makeContainer().viewContext
        for (name, rating, seconds) in [("x", 1, 5.0), ("y", 3, 1), ("z", 2, -1)] {
            let item = Item(context: context)
            item.name = name
            item.rating = Int16(rating)
            if seconds >= 0 { item.timestamp = Date(timeIntervalSince1970: seconds) }
        }
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["z", "y", "x"])
        request.sortDescriptors = [NSSortDescriptor(SortDescriptor(\Item.rating, order: .reverse))]
        #expect(try context.fetch(request).map(\.name) == ["y", "z", "x"])
    }
}
