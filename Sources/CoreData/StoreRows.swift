/// The saved objects of a coordinator's stores, in memory: each object's values by key, with
/// related objects as their IDs, in the order they were first saved. Every context of the
/// coordinator reads the rows it has not changed itself from here.
///
/// Observable: every change in any context of the coordinator bumps `revision`, and every
/// fetch reads it, so a SwiftUI view that fetched (`@FetchRequest`) re-renders when objects are
/// inserted, deleted or changed, saved or not.
final class StoreRows: Observable, @unchecked Sendable {
    struct Row {
        let entity: NSEntityDescription
        /// The class of the object that was saved, which other contexts make theirs of.
        let type: NSManagedObject.Type
        var values: [String: Any]
    }

    private let registrar = ObservationRegistrar()
    private(set) var order: [NSManagedObjectID] = []
    private(set) var rows: [NSManagedObjectID: Row] = [:]
    private(set) var revision = 0

    func track() { registrar.access(self, keyPath: \.revision) }

    /// Something changed in a context of the coordinator.
    func bump() {
        registrar.withMutation(of: self, keyPath: \.revision) { revision += 1 }
    }

    func write(_ id: NSManagedObjectID, _ row: Row) {
        if rows.updateValue(row, forKey: id) == nil { order.append(id) }
    }

    func remove(_ id: NSManagedObjectID) {
        guard rows.removeValue(forKey: id) != nil else { return }
        order.removeAll { $0 == id }
    }

    func removeAll() {
        rows.removeAll()
        order.removeAll()
        bump()
    }
}
