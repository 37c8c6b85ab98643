import Synchronization

/// The models of the process's coordinators, where `NSManagedObject.entity()` finds a class's
/// entity, as Core Data looks for it in the models it loaded.
final class LoadedModels: Sendable {
    static let shared = LoadedModels()

    private struct Models: @unchecked Sendable {
        var list: [NSManagedObjectModel] = []
    }
    private let models = Mutex(Models())

    func add(_ model: NSManagedObjectModel) {
        models.withLock { models in
            if !models.list.contains(where: { $0 === model }) { models.list.append(model) }
        }
    }

    /// The entity of the class in the most recently loaded model that has one.
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
        models.withLock { $0.list.reversed().lazy.compactMap { $0.entity(for: type) }.first }
    }
}
