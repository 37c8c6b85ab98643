import CoreData
import LayoutDSL

/// The objects a `@FetchRequest` fetched, in order (SwiftUI's `FetchedResults`). Setting its
/// predicate or sort descriptors changes the request, which fetches again.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let results: [Result]
    let configuration: Binding<FetchRequest<Result>.Configuration>

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }

    public var nsPredicate: NSPredicate? {
        get { configuration.wrappedValue.nsPredicate }
        nonmutating set { configuration.wrappedValue.nsPredicate = newValue }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { configuration.wrappedValue.nsSortDescriptors }
        nonmutating set { configuration.wrappedValue.nsSortDescriptors = newValue }
    }
}

extension FetchedResults where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { configuration.wrappedValue.sortDescriptors }
        nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
    }
}
