import CoreData
import LayoutDSL

/// The context views read with `@Environment(\.managedObjectContext)` and `@FetchRequest`
/// fetches from, which Xcode's template sets with
/// `.environment(\.managedObjectContext, persistenceController.container.viewContext)`.
struct ManagedObjectContextKey: EnvironmentKey {
    /// Without one set, SwiftUI's environment holds a context with no store, which fails to fetch;
    /// here, the view context of a container with no model, one for the process, which works as
    /// any other (entities made from the classes, see `EntityClasses`).
    static let shared: NSManagedObjectContext = {
        let container = NSPersistentContainer(name: "Default", managedObjectModel: NSManagedObjectModel())
        container.loadPersistentStores { _, _ in }
        return container.viewContext
    }()
    static var defaultValue: NSManagedObjectContext { shared }
}

extension EnvironmentValues {
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
