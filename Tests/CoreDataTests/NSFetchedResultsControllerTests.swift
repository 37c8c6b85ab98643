import CoreData
import Foundation
import LayoutDSL
import Render
import Testing

/// `NSFetchedResultsController` sections its fetch by `sectionNameKeyPath`, fetches again when
/// its context announces changes, and tells its delegate what changed, as table views expect.
struct NSFetchedResultsControllerTests {
    final class Recorder: NSObject, NSFetchedResultsControllerDelegate {
        var calls: [String] = []

        func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { calls.append("will") }
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { calls.append("did") }

        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
            let path = { (path: IndexPath?) in path.map { "\($0.section).\($0.row)" } ?? "-" }
            calls.append("\(type) \((anObject as? Item)?.name ?? "?") \(path(indexPath)) \(path(newIndexPath))")
        }

        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {
            calls.append("\(type) section '\(sectionInfo.name)' \(sectionIndex)")
        }
    }

    final class DifferenceRecorder: NSObject, NSFetchedResultsControllerDelegate {
        var calls: [String] = []
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                        didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {
            calls.append("diff +\(diff.insertions.count) -\(diff.removals.count) of \(controller.fetchedObjects?.count ?? -1)")
        }
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { calls.append("did") }
    }

    private func item(_ name: String, _ rating: Int16, _ category: Category?, in context: NSManagedObjectContext) -> Item {
        let item = Item(context: context)
        item.name = name
        item.rating = rating
        item.category = category
        return item
    }

    private func category(_ title: String, in context: NSManagedObjectContext) -> Category {
        let category = Category(context: context)
        category.title = title
        return category
    }

    private func controller(_ context: NSManagedObjectContext) -> NSFetchedResultsController<Item> {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "category.title", ascending: true), NSSortDescriptor(key: "name", ascending: true)]
        return NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "category.title",
                                          cacheName: "Items")
    }

    @Test func sectionsByKeyPath() throws {
        let context = makeContainer().viewContext
        let fruit = category("fruit", in: context), nuts = category("nuts", in: context)
        for (name, kind) in [("pear", fruit), ("almond", nuts), ("apple", fruit), ("cashew", nuts)] { _ = item(name, 1, kind, in: context) }
        let controller = controller(context)
        #expect(controller.fetchedObjects == nil && controller.sections == nil)
        try controller.performFetch()
        #expect(controller.fetchedObjects?.map(\.name) == ["apple", "pear", "almond", "cashew"])
        #expect(controller.sections?.map(\.name) == ["fruit", "nuts"])
        #expect(controller.sections?.map(\.numberOfObjects) == [2, 2])
        #expect(controller.sections?.map(\.indexTitle) == ["F", "N"])
        #expect(controller.sectionIndexTitles == ["F", "N"])
        #expect(controller.section(forSectionIndexTitle: "N", at: 0) == 1)
        #expect(controller.object(at: IndexPath(row: 1, section: 1)).name == "cashew")
        let pear = try #require(controller.fetchedObjects?[1])
        #expect(controller.indexPath(forObject: pear) == IndexPath(row: 1, section: 0))
    }

    @Test func withoutKeyPathOneSectionNamedEmpty() throws {
        let context = makeContainer().viewContext
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: false)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        try controller.performFetch()
        #expect(controller.sections?.count == 0)
        _ = item("b", 1, nil, in: context)
        _ = item("a", 1, nil, in: context)
        context.processPendingChanges()
        #expect(controller.sections?.map(\.name) == [""])
        #expect(controller.fetchedObjects?.map(\.name) == ["b", "a"])
    }

    @Test func tellsTheDelegateWhatChanged() throws {
        let context = makeContainer().viewContext
        let fruit = category("fruit", in: context)
        let apple = item("apple", 1, fruit, in: context), pear = item("pear", 1, fruit, in: context)
        let plum = item("plum", 1, fruit, in: context)
        try context.save()
        let controller = controller(context)
        let recorder = Recorder()
        controller.delegate = recorder
        try controller.performFetch()
        #expect(recorder.calls.isEmpty)

        _ = item("banana", 1, fruit, in: context)       // inserted between apple and pear
        apple.rating = 5                                 // changed, not moved
        try context.save()
        #expect(recorder.calls == ["will", "insert banana - 0.1", "update apple 0.0 -", "did"])

        recorder.calls = []
        pear.name = "zucchini"                           // sorts after plum now
        let nuts = category("nuts", in: context)
        _ = item("almond", 1, nuts, in: context)
        context.processPendingChanges()
        #expect(recorder.calls == ["will", "insert section 'nuts' 1", "insert almond - 1.0", "move zucchini 0.2 0.3", "did"])

        recorder.calls = []
        context.delete(plum)                             // zucchini takes its place: a shift, not a move
        try context.save()
        #expect(recorder.calls == ["will", "delete plum 0.2 -", "did"])
        #expect(controller.fetchedObjects?.map(\.name) == ["apple", "banana", "zucchini", "almond"])

        recorder.calls = []
        context.processPendingChanges()
        #expect(recorder.calls.isEmpty)
    }

    @Test func aDelegateTakingDifferencesIsToldByThemAlone() throws {
        let context = makeContainer().viewContext
        _ = item("apple", 1, nil, in: context)
        let controller = controller(context)
        let recorder = DifferenceRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        _ = item("pear", 1, nil, in: context)
        _ = item("plum", 1, nil, in: context)
        try context.save()
        #expect(recorder.calls == ["diff +2 -0 of 3"])
    }

    /// An observable model over a controller, as apps write one, keeps a view's list current.
    final class ItemStore: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {
        @Published var names: [String] = []
        private let controller: NSFetchedResultsController<Item>

        init(context: NSManagedObjectContext) {
            let request: NSFetchRequest<Item> = Item.fetchRequest()
            request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.name, ascending: true)]
            controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil,
                                                    cacheName: nil)
            super.init()
            controller.delegate = self
            try? controller.performFetch()
            names = controller.fetchedObjects?.compactMap(\.name) ?? []
        }

        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
            names = (controller.fetchedObjects as? [Item])?.compactMap(\.name) ?? []
        }
    }

    struct StoreList: View {
        @ObservedObject var store: ItemStore
        var body: some View {
            VStack { ForEach(store.names, id: \.self) { Text($0) } }
        }
    }

    @Test func anObservableModelOverAControllerUpdatesItsView() throws {
        let context = makeContainer().viewContext
        _ = item("pear", 1, nil, in: context)
        let store = ItemStore(context: context)
        let host = ViewHost(StoreList(store: store), canvasSize: CGSize(width: 200, height: 200), environment: .rendering())
        #expect(try host.update().allNodes.compactMap(\.text) == ["pear"])
        _ = item("apple", 1, nil, in: context)
        try context.save()
        #expect(try host.update().allNodes.compactMap(\.text) == ["apple", "pear"])
    }

    @Test func pendingChangesAreAnnouncedOnce() throws {
        let context = makeContainer().viewContext
        final class Log: @unchecked Sendable { var entries: [[String]] = [] }
        let announced = Log()
        let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context,
                                                              queue: nil) { note in
            let info = note.userInfo ?? [:]
            announced.entries.append([NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey].map { key in
                "\(key): " + ((info[key] as? Set<NSManagedObject>) ?? []).compactMap { ($0 as? Item)?.name }.sorted().joined(separator: ",")
            })
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let apple = item("apple", 1, nil, in: context)
        let gone = item("gone", 1, nil, in: context)
        context.delete(gone)
        context.processPendingChanges()
        context.processPendingChanges()
        apple.rating = 2
        try context.save()
        context.delete(apple)
        context.processPendingChanges()
        #expect(announced.entries == [
            ["inserted: apple", "updated: ", "deleted: "],
            ["inserted: ", "updated: apple", "deleted: "],
            ["inserted: ", "updated: ", "deleted: apple"],
        ])
    }
}
