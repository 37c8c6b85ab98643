import CoreData
import LayoutDSL

/// The objects a view shows, fetched from the environment's `managedObjectContext` whenever the
/// view's body reads them (SwiftUI's `@FetchRequest`), as in Xcode's template:
///
///     @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)], animation: .default)
///     private var items: FetchedResults<Item>
///
/// The fetch runs in the body's evaluation and is tracked through Observation, as SwiftData's
/// `@Query` here (Sources/SwiftData/Query.swift): the view re-renders when objects are
/// inserted, deleted or changed in any context of the store. Changing `nsPredicate` or the sort
/// descriptors of the results (or of `projectedValue`) refetches; the change is kept in the
/// view's state. Animations and transactions are accepted and not applied.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    /// The predicate and sort descriptors a view may change.
    public struct Configuration {
        public var nsPredicate: NSPredicate?
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The `SortDescriptor`s the sort descriptors were made from, with them, to give them back.
        var madeFrom: (descriptors: [NSSortDescriptor], sortDescriptors: [Any])?
    }

    @Environment(\.managedObjectContext) private var context
    @State private var changed: Configuration?
    private let request: NSFetchRequest<Result>
    private var madeFrom: (descriptors: [NSSortDescriptor], sortDescriptors: [Any])?

    /// The request's objects, fetched now; none when the fetch fails.
    public var wrappedValue: FetchedResults<Result> {
        let configuration = configurationBinding
        let request = request.copy() as! NSFetchRequest<Result>
        request.predicate = configuration.wrappedValue.nsPredicate
        request.sortDescriptors = configuration.wrappedValue.nsSortDescriptors
        return FetchedResults(results: (try? context.fetch(request)) ?? [], configuration: configuration)
    }

    /// The predicate and sort descriptors, to change them: `$items.nsPredicate = …`.
    public var projectedValue: Binding<Configuration> { configurationBinding }

    private var configurationBinding: Binding<Configuration> {
        let initial = Configuration(nsPredicate: request.predicate, nsSortDescriptors: request.sortDescriptors ?? [], madeFrom: madeFrom)
        let changed = $changed
        return Binding(get: { changed.wrappedValue ?? initial }, set: { changed.wrappedValue = $0 })
    }

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
    }

    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.entityName = entity.name
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.request = request
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(fetchRequest: Self.request(sortDescriptors, predicate), animation: animation)
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let descriptors = sortDescriptors.map(NSSortDescriptor.init)
        self.init(fetchRequest: Self.request(descriptors, predicate), animation: animation)
        madeFrom = (descriptors, sortDescriptors)
    }

    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, transaction: Transaction) {
        self.init(fetchRequest: Self.request(sortDescriptors, predicate), transaction: transaction)
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, transaction: Transaction) {
        let descriptors = sortDescriptors.map(NSSortDescriptor.init)
        self.init(fetchRequest: Self.request(descriptors, predicate), transaction: transaction)
        madeFrom = (descriptors, sortDescriptors)
    }

    static func request(_ sortDescriptors: [NSSortDescriptor], _ predicate: NSPredicate?) -> NSFetchRequest<Result> {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? EntityClasses.className(Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        return request
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The sort descriptors as `SortDescriptor`s, when they were set as such (Linux's Foundation
    /// cannot make a `SortDescriptor` of an `NSSortDescriptor`); setting them replaces all.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get {
            guard let madeFrom, madeFrom.descriptors.count == nsSortDescriptors.count,
                  zip(madeFrom.descriptors, nsSortDescriptors).allSatisfy({ $0 === $1 }) else { return [] }
            return madeFrom.sortDescriptors.compactMap { $0 as? SortDescriptor<Result> }
        }
        set {
            nsSortDescriptors = newValue.map(NSSortDescriptor.init)
            madeFrom = (nsSortDescriptors, newValue)
        }
    }
}
