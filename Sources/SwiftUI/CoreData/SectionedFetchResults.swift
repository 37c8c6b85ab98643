import CoreData
import LayoutDSL

/// The objects a `@SectionedFetchRequest` fetched, as sections in order (SwiftUI's
/// `SectionedFetchResults`). Setting its section identifier, predicate or sort descriptors
/// changes the request, which fetches again.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    /// The objects of one section, in order: consecutive results with the same identifier.
    public struct Section: Identifiable, RandomAccessCollection {
        public let id: SectionIdentifier
        let objects: [Result]

        public var startIndex: Int { 0 }
        public var endIndex: Int { objects.count }
        public subscript(position: Int) -> Result { objects[position] }
    }

    let sections: [Section]
    let configuration: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration>

    init(objects: [Result], configuration: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration>) {
        let keyPath = configuration.wrappedValue.sectionIdentifier
        var runs: [(id: SectionIdentifier, objects: [Result])] = []
        for object in objects {
            let id = object[keyPath: keyPath]
            if let last = runs.last, last.id == id { runs[runs.count - 1].objects.append(object) } else { runs.append((id, [object])) }
        }
        sections = runs.map { Section(id: $0.id, objects: $0.objects) }
        self.configuration = configuration
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }

    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { configuration.wrappedValue.sectionIdentifier }
        nonmutating set { configuration.wrappedValue.sectionIdentifier = newValue }
    }

    public var nsPredicate: NSPredicate? {
        get { configuration.wrappedValue.nsPredicate }
        nonmutating set { configuration.wrappedValue.nsPredicate = newValue }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { configuration.wrappedValue.nsSortDescriptors }
        nonmutating set { configuration.wrappedValue.nsSortDescriptors = newValue }
    }
}

extension SectionedFetchResults where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { configuration.wrappedValue.sortDescriptors }
        nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
    }
}
