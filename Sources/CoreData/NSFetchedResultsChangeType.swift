/// How an object or a section of an `NSFetchedResultsController`'s results changed, with Core
/// Data's raw values (`NSFetchedResultsController.h`).
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}
