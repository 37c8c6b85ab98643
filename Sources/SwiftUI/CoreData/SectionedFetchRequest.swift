import CoreData
import LayoutDSL

/// The objects a view shows in sections (SwiftUI's `@SectionedFetchRequest`): a `@FetchRequest`
/// whose results are grouped by the value of `sectionIdentifier`, as a list of sections shows them:
///
///     @SectionedFetchRequest(sectionIdentifier: \Item.category, sortDescriptors: [
///         SortDescriptor(\.category), SortDescriptor(\.name)])
///     private var sections: SectionedFetchResults<String, Item>
///
/// Consecutive objects with the same identifier make a section, so the sort descriptors sort by
/// the identifier first, as Apple's documentation asks. It fetches, re-renders and takes changes
/// of its predicate, sort descriptors and section identifier as `FetchRequest` does.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    /// The section identifier, predicate and sort descriptors a view may change.
    public struct Configuration {
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
        public var nsPredicate: NSPredicate?
        public var nsSortDescriptors: [NSSortDescriptor]
        var fetch: FetchRequest<Result>.Configuration
    }

    private var request: FetchRequest<Result>
    private let sectionIdentifier: KeyPath<Result, SectionIdentifier>
    @State private var changedSectionIdentifier: KeyPath<Result, SectionIdentifier>?

    /// The request's objects in sections, fetched now.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        let configuration = projectedValue
        return SectionedFetchResults(objects: Array(request.wrappedValue), configuration: configuration)
    }

    /// Nothing to do before the body runs: reading `wrappedValue` fetches. SwiftUI declares this
    /// form non-mutating (the iOS 26.2 SDK), where `FetchRequest`'s is `DynamicProperty`'s own.
    public func update() {}

    /// The section identifier, predicate and sort descriptors, to change them.
    public var projectedValue: Binding<Configuration> {
        let fetch = request.projectedValue, changed = $changedSectionIdentifier, initial = sectionIdentifier
        return Binding(
            get: {
                let current = fetch.wrappedValue
                return Configuration(sectionIdentifier: changed.wrappedValue ?? initial, nsPredicate: current.nsPredicate,
                                     nsSortDescriptors: current.nsSortDescriptors, fetch: current)
            },
            set: { configuration in
                var current = configuration.fetch
                current.nsSortDescriptors = configuration.nsSortDescriptors
                current.nsPredicate = configuration.nsPredicate
                fetch.wrappedValue = current
                changed.wrappedValue = configuration.sectionIdentifier
            })
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        self.init(FetchRequest(fetchRequest: fetchRequest, animation: animation), sectionIdentifier)
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        self.init(FetchRequest(fetchRequest: fetchRequest, transaction: transaction), sectionIdentifier)
    }

    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = FetchRequest<Result>(entity: entity, sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
        self.init(request, sectionIdentifier)
    }

    init(_ request: FetchRequest<Result>, _ sectionIdentifier: KeyPath<Result, SectionIdentifier>) {
        self.request = request
        self.sectionIdentifier = sectionIdentifier
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, animation: animation), sectionIdentifier)
    }

    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, animation: animation), sectionIdentifier)
    }

    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, transaction: Transaction) {
        self.init(FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, transaction: transaction), sectionIdentifier)
    }

    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
                predicate: NSPredicate? = nil, transaction: Transaction) {
        self.init(FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, transaction: transaction), sectionIdentifier)
    }
}

extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    /// The sort descriptors as `SortDescriptor`s, when they were set as such (see `FetchRequest.Configuration`).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { fetch.sortDescriptors }
        set {
            fetch.sortDescriptors = newValue
            nsSortDescriptors = fetch.nsSortDescriptors
        }
    }
}
