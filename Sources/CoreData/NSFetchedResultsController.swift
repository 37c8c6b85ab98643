/// The results of a fetch request kept up to date with a context, in sections, for a list
/// (Core Data's `NSFetchedResultsController`), as apps wrap it in an observable model:
///
///     controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
///                                             sectionNameKeyPath: "category.title", cacheName: nil)
///     controller.delegate = self
///     try controller.performFetch()
///     items = controller.fetchedObjects ?? []
///
/// After `performFetch()` the controller fetches again each time its context announces changes
/// (`NSManagedObjectContextObjectsDidChange`: on `save()`, `processPendingChanges()`, or a merge of
/// another context's save; see `PendingChanges`) and tells its delegate what changed
/// (`FetchedResultsChanges`). Sections group consecutive objects whose `sectionNameKeyPath`
/// value reads the same, so the request must sort by that key first, as Apple requires. A
/// cache name is accepted; there is no cache to keep.
open class NSFetchedResultsController<ResultType>: NSObject {
    let state: FetchedResultsState
    /// The request the controller fetches with.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The same controller typed as its delegate sees it (Apple's Objective-C class is one object
    /// for every result type; Swift's generic classes are not, so the delegate gets a twin that
    /// shares this controller's state, and its request is a copy of this one's).
    private var erasedTwin: NSFetchedResultsController<NSFetchRequestResult> {
        if let erased = self as? NSFetchedResultsController<NSFetchRequestResult> { return erased }
        if let twin { return twin }
        let made = NSFetchedResultsController<NSFetchRequestResult>(state: state,
                                                                    fetchRequest: fetchRequest.copied(as: NSFetchRequestResult.self))
        twin = made
        return made
    }
    private var twin: NSFetchedResultsController<NSFetchRequestResult>?

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        state = FetchedResultsState(context: context, sectionNameKeyPath: sectionNameKeyPath, cacheName: name)
        super.init()
    }

    private init(state: FetchedResultsState, fetchRequest: NSFetchRequest<ResultType>) {
        self.state = state
        self.fetchRequest = fetchRequest
        super.init()
    }

    open var managedObjectContext: NSManagedObjectContext { state.context }
    open var sectionNameKeyPath: String? { state.sectionNameKeyPath }
    open var cacheName: String? { state.cacheName }

    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    /// Nothing is cached here, so there is nothing to delete.
    open class func deleteCache(withName name: String?) {}

    /// Fetches the request now (with its current predicate and sort descriptors) and from then on
    /// whenever the context announces changes.
    open func performFetch() throws {
        let request = fetchRequest, context = state.context
        state.fetch = { try context.fetch(request).map { $0 as AnyObject } }
        state.indexTitle = { [weak self] in self?.sectionIndexTitle(forSectionName: $0) }
        try state.refetch(for: erasedTwin)
        state.watch { [weak self] in self?.erasedTwin }
    }

    /// The fetched objects in order; nil before `performFetch()`.
    open var fetchedObjects: [ResultType]? {
        state.sections.map { $0.flatMap(\.members).map { $0 as! ResultType } }
    }

    /// The sections; nil before `performFetch()`. Without a `sectionNameKeyPath`, one section named "".
    open var sections: [NSFetchedResultsSectionInfo]? { state.sections }

    /// The object at a section and row of the results.
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sections = state.sections, sections.indices.contains(indexPath[0]),
              sections[indexPath[0]].members.indices.contains(indexPath[1]) else {
            fatalError("NSFetchedResultsController: no object at index \(indexPath[1]) in section \(indexPath[0])")
        }
        return sections[indexPath[0]].members[indexPath[1]] as! ResultType
    }

    /// Where an object is in the results; nil when it is not there.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        let wanted = object as AnyObject
        for (section, info) in (state.sections ?? []).enumerated() {
            if let row = info.members.firstIndex(where: { $0 === wanted }) { return IndexPath(indexes: [section, row]) }
        }
        return nil
    }

    /// A section's title in a section index: its name's first letter, capitalized (Apple's default).
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    /// The index titles of the sections, each once, in section order.
    open var sectionIndexTitles: [String] {
        var titles: [String] = []
        for title in (state.sections ?? []).compactMap(\.indexTitle) where !titles.contains(title) { titles.append(title) }
        return titles
    }

    /// The first section whose index title is `title`; else the index's own position.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        state.sections?.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }
}
