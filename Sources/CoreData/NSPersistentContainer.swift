/// A model, a coordinator and the contexts apps use (Core Data's `NSPersistentContainer`), as
/// Xcode's App template's `PersistenceController` sets it up:
///
///     container = NSPersistentContainer(name: "MyApp")
///     if inMemory { container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null") }
///     container.loadPersistentStores { _, error in … }
///     container.viewContext.automaticallyMergesChangesFromParent = true
///
/// `init(name:)` reads the model `name` from the main bundle, where Xcode puts the compiled
/// `name.momd` and `snap` copies the app's `name.xcdatamodeld` as that (`NSManagedObjectModel(contentsOf:)`).
/// Without one, Core Data logs that it failed to load the model and has none; here the
/// container's model is empty and each class's entity is made from the class as the app uses
/// it (see `EntityClasses`), so hand-written subclasses work without a model file.
///
/// Every store is in memory (see `NSPersistentStore`): a container starts empty in each process.
open class NSPersistentContainer: NSObject {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores` adds: one, at `defaultDirectoryURL()/<name>.sqlite`, by default.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    private var _viewContext: NSManagedObjectContext?

    public convenience init(name: String) {
        let model = ["momd", "xcdatamodeld"].lazy.compactMap { Bundle.main.url(forResource: name, withExtension: $0) }
            .compactMap(NSManagedObjectModel.init(contentsOf:)).first
        self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(
            url: Self.defaultDirectoryURL().appendingPathComponent(name).appendingPathExtension("sqlite"))]
    }

    /// Where Core Data keeps an app's stores: its Application Support folder (nothing is written there here).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Adds a store for each description, calling `block` for each at once (every store is in
    /// memory, so loading cannot fail).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// The main-queue context views use, made on first use.
    open var viewContext: NSManagedObjectContext {
        if let context = _viewContext { return context }
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        context.name = "viewContext"
        _viewContext = context
        return context
    }

    /// A new private-queue context on the container's coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs the block with a new background context, at once (see `NSManagedObjectContext.perform(_:)`).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.performAndWait { block(context) }
    }

    /// The async form: runs the block with a new background context and returns its result.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try context.performAndWait { try block(context) }
    }
}
