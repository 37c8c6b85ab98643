/// The user's calendars and reminders (Apple's `EKEventStore`), as a fresh Simulator install has
/// them: access `.notDetermined` until the app asks; a request is granted (the prompt's "Allow Full
/// Access"), and the store then holds a "Calendar" for events and a "Reminders" list, empty but
/// for what the app saves, in memory for the process. Identifiers count up, the same every run.
open class EKEventStore: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var items: [EKCalendarItem] = []
    private lazy var eventsCalendar = EKCalendar(identifier: nextIdentifier(), title: "Calendar", entityType: .event)
    private lazy var remindersCalendar = EKCalendar(identifier: nextIdentifier(), title: "Reminders", entityType: .reminder)
    private let source = EKSource()

    public override init() {}

    /// Access granted in this process, by entity type.
    private static let granted = NSLock()
    nonisolated(unsafe) private static var access: [EKEntityType: EKAuthorizationStatus] = [:]

    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        granted.withLock { access[entityType] ?? .notDetermined }
    }

    private static func grant(_ entityType: EKEntityType, _ status: EKAuthorizationStatus) -> Bool {
        granted.withLock { access[entityType] = access[entityType] == .fullAccess ? .fullAccess : status }
        return true
    }

    @available(iOS 17.0, *)
    open func requestFullAccessToEvents() async throws -> Bool { Self.grant(.event, .fullAccess) }
    @available(iOS 17.0, *)
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { Self.grant(.event, .writeOnly) }
    @available(iOS 17.0, *)
    open func requestFullAccessToReminders() async throws -> Bool { Self.grant(.reminder, .fullAccess) }
    @available(iOS 17.0, *)
    open func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(Self.grant(.event, .fullAccess), nil)
    }
    @available(iOS 17.0, *)
    open func requestFullAccessToReminders(completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(Self.grant(.reminder, .fullAccess), nil)
    }
    @available(iOS, deprecated: 17.0, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    open func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(Self.grant(entityType, .fullAccess), nil)
    }
    @available(iOS, deprecated: 17.0, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { Self.grant(entityType, .fullAccess) }

    func nextIdentifier() -> String {
        lock.withLock {
            count += 1
            return String(format: "00000000-0000-4000-8000-%012d", count)
        }
    }

    private func readable(_ entityType: EKEntityType) -> Bool { Self.authorizationStatus(for: entityType) == .fullAccess }

    open var sources: [EKSource] { [source] }
    open var eventStoreIdentifier: String { "00000000-0000-4000-8000-000000000000" }

    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        guard readable(entityType) else { return [] }
        return [entityType == .event ? eventsCalendar : remindersCalendar]
    }

    open var defaultCalendarForNewEvents: EKCalendar? { readable(.event) ? eventsCalendar : nil }
    open func defaultCalendarForNewReminders() -> EKCalendar? { readable(.reminder) ? remindersCalendar : nil }
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        (calendars(for: .event) + calendars(for: .reminder)).first { $0.calendarIdentifier == identifier }
    }

    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {}
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {}

    // MARK: Events

    /// A predicate for the events that overlap `startDate`…`endDate` in `calendars` (all when nil).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return EKItemPredicate(matches: { item in
            guard let event = item as? EKEvent, let start = event.startDate, let end = event.endDate else { return false }
            let inCalendar = identifiers.map { $0.contains(event.calendar?.calendarIdentifier ?? "") } ?? true
            return inCalendar && start < endDate && end > startDate
        })
    }

    /// The saved events the predicate matches, by start date.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard readable(.event), let predicate = predicate as? EKItemPredicate else { return [] }
        return lock.withLock { items }.compactMap { $0 as? EKEvent }.filter { predicate.matches($0) }
            .sorted { ($0.startDate ?? .distantPast) < ($1.startDate ?? .distantPast) }
    }

    open func event(withIdentifier identifier: String) -> EKEvent? {
        lock.withLock { items }.first { $0.calendarItemIdentifier == identifier } as? EKEvent
    }

    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        lock.withLock { items }.first { $0.calendarItemIdentifier == identifier }
    }

    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }

    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        guard Self.authorizationStatus(for: .event) != .notDetermined else { throw EKError(.eventStoreNotAuthorized) }
        guard event.calendar != nil else { throw EKError(.noCalendar) }
        guard let start = event.startDate else { throw EKError(.noStartDate) }
        guard let end = event.endDate else { throw EKError(.noEndDate) }
        guard start <= end else { throw EKError(.datesInverted) }
        insert(event)
        event.saved()
    }

    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { delete(event) }

    // MARK: Reminders

    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        EKItemPredicate(matches: { $0 is EKReminder })
    }

    open func predicateForIncompleteReminders(withDueDateStarting start: Date?, ending end: Date?,
                                              calendars: [EKCalendar]?) -> NSPredicate {
        EKItemPredicate(matches: { ($0 as? EKReminder)?.isCompleted == false })
    }

    open func predicateForCompletedReminders(withCompletionDateStarting start: Date?, ending end: Date?,
                                             calendars: [EKCalendar]?) -> NSPredicate {
        EKItemPredicate(matches: { ($0 as? EKReminder)?.isCompleted == true })
    }

    /// Calls `completion` with the saved reminders the predicate matches, at once.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let matches = predicate as? EKItemPredicate
        let reminders = lock.withLock { items }.compactMap { $0 as? EKReminder }.filter { matches?.matches($0) ?? false }
        completion(readable(.reminder) ? reminders : nil)
        return NSObject()
    }

    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    open func save(_ reminder: EKReminder, commit: Bool) throws {
        guard Self.authorizationStatus(for: .reminder) != .notDetermined else { throw EKError(.eventStoreNotAuthorized) }
        guard reminder.calendar != nil else { throw EKError(.noCalendar) }
        insert(reminder)
    }

    open func remove(_ reminder: EKReminder, commit: Bool) throws { delete(reminder) }

    open func commit() throws {}
    open func reset() { lock.withLock { items.removeAll() } }
    open func refreshSourcesIfNecessary() {}

    private func insert(_ item: EKCalendarItem) {
        lock.withLock { if !items.contains(where: { $0 === item }) { items.append(item) } }
        NotificationCenter.default.post(name: .EKEventStoreChanged, object: self)
    }

    private func delete(_ item: EKCalendarItem) {
        lock.withLock { items.removeAll { $0 === item } }
        NotificationCenter.default.post(name: .EKEventStoreChanged, object: self)
    }
}

/// A store's predicate: a test of calendar items (EventKit's predicates are opaque to apps).
final class EKItemPredicate: NSPredicate {
    let matches: (EKCalendarItem) -> Bool

    init(matches: @escaping (EKCalendarItem) -> Bool) {
        self.matches = matches
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }
}
