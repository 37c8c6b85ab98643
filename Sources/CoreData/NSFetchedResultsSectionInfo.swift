/// A section of an `NSFetchedResultsController`'s results (Core Data's protocol): the objects
/// whose `sectionNameKeyPath` value has one name.
public protocol NSFetchedResultsSectionInfo {
    /// The section's value of the key path, as text; "" for objects whose value is nil.
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// One section as a controller computed it.
struct FetchedResultsSection: NSFetchedResultsSectionInfo {
    let name: String
    let indexTitle: String?
    let members: [AnyObject]

    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}
