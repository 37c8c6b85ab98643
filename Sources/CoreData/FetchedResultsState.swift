/// What an `NSFetchedResultsController` and the twin its delegate sees share: the context, the
/// sections of the last fetch, the delegate, and the watch on the context's announcements.
final class FetchedResultsState {
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    let cacheName: String?
    weak var delegate: NSFetchedResultsControllerDelegate?
    /// The request's fetch, set by `performFetch()`.
    var fetch: (() throws -> [AnyObject])?
    /// The last fetch's sections; nil before the first.
    private(set) var sections: [FetchedResultsSection]?
    /// The controller's own index title for a section name (its `sectionIndexTitle(forSectionName:)`).
    var indexTitle: (String) -> String? = { _ in nil }
    /// Cleared by the delegate protocol's defaults, to learn which optional methods a delegate has.
    var delegateTakesDifferences = true
    var delegateNamesIndexTitles = true
    private var observer: NSObjectProtocol?

    init(context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName: String?) {
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.cacheName = cacheName
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Fetches and sections the results, telling no one.
    func refetch(for controller: NSFetchedResultsController<NSFetchRequestResult>) throws {
        guard let fetch else { return }
        sections = sectioned(try fetch(), for: controller)
    }

    /// From now on, fetches again when the context announces changes, and tells the delegate.
    func watch(_ controller: @escaping () -> NSFetchedResultsController<NSFetchRequestResult>?) {
        guard observer == nil else { return }
        observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context,
                                                          queue: nil) { [weak self] notification in
            guard let self, let controller = controller() else { return }
            self.contextChanged(notification, controller)
        }
    }

    private func contextChanged(_ notification: Notification, _ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        guard let old = sections, let fetch, let objects = try? fetch() else { return }
        let new = sectioned(objects, for: controller)
        sections = new
        let info = notification.userInfo ?? [:]
        let touched = [NSUpdatedObjectsKey, NSRefreshedObjectsKey].flatMap { info[$0] as? Set<NSManagedObject> ?? [] }
        let changes = FetchedResultsChanges(from: old, to: new, updated: Set(touched.map(ObjectIdentifier.init)))
        guard !changes.isEmpty, let delegate else { return }
        let ids = { (sections: [FetchedResultsSection]) in sections.flatMap(\.members).compactMap { ($0 as? NSManagedObject)?.objectID } }
        let (before, after) = (ids(old), ids(new))
        if before.count == old.reduce(0, { $0 + $1.members.count }), after.count == new.reduce(0, { $0 + $1.members.count }) {
            delegateTakesDifferences = true
            delegate.controller(controller, didChangeContentWith: after.difference(from: before))
            if delegateTakesDifferences { return }
        }
        delegate.controllerWillChangeContent(controller)
        for change in changes.sections {
            delegate.controller(controller, didChange: change.section, atSectionIndex: change.index, for: change.type)
        }
        for change in changes.objects {
            delegate.controller(controller, didChange: change.object, at: change.indexPath, for: change.type,
                                newIndexPath: change.newIndexPath)
        }
        delegate.controllerDidChangeContent(controller)
    }

    /// Consecutive objects whose `sectionNameKeyPath` value reads the same make a section; without
    /// a key path, every object is in one section named "" (none when there are no objects).
    private func sectioned(_ objects: [AnyObject], for controller: NSFetchedResultsController<NSFetchRequestResult>)
        -> [FetchedResultsSection] {
        guard let keyPath = sectionNameKeyPath else {
            return objects.isEmpty ? [] : [FetchedResultsSection(name: "", indexTitle: nil, members: objects)]
        }
        var runs: [(name: String, members: [AnyObject])] = []
        for object in objects {
            let name = Self.sectionName(KeyValue.value(of: object, atPath: keyPath))
            if runs.last?.name == name { runs[runs.count - 1].members.append(object) } else { runs.append((name, [object])) }
        }
        return runs.map { FetchedResultsSection(name: $0.name, indexTitle: title(for: $0.name, controller), members: $0.members) }
    }

    /// The delegate's index title for a section name when it gives titles, else the controller's.
    private func title(for name: String, _ controller: NSFetchedResultsController<NSFetchRequestResult>) -> String? {
        if let delegate {
            delegateNamesIndexTitles = true
            let title = delegate.controller(controller, sectionIndexTitleForSectionName: name)
            if delegateNamesIndexTitles { return title }
        }
        return indexTitle(name)
    }

    /// A key path's value as a section name: text as it is, nil as "", anything else described.
    static func sectionName(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: return ""
        case let text as String: return text
        case let text as NSString: return text as String
        case let value?: return "\(value)"
        }
    }
}
