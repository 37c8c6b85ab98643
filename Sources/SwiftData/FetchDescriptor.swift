/// What `fetch` returns: the models of a type that match a predicate, sorted, offset and limited
/// (SwiftData's `FetchDescriptor`).
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Accepted; every change is applied at once here, so fetches always include it.
    public var includePendingChanges: Bool = true
    /// Accepted; models are whole objects in memory.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate; self.sortBy = sortBy
    }
}

/// Errors SwiftData reports (`SwiftDataError.unsupportedPredicate`, …).
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { "SwiftDataError.\(name)" }
    public static let includePendingChangesWithBatchSize = SwiftDataError(name: "includePendingChangesWithBatchSize")
    public static let sortingPendingChangesWithIdentifiers = SwiftDataError(name: "sortingPendingChangesWithIdentifiers")
    public static let unsupportedKeyPath = SwiftDataError(name: "unsupportedKeyPath")
    public static let unsupportedPredicate = SwiftDataError(name: "unsupportedPredicate")
    public static let unsupportedSortDescriptor = SwiftDataError(name: "unsupportedSortDescriptor")
    public static let loadIssueModelContainer = SwiftDataError(name: "loadIssueModelContainer")
}
