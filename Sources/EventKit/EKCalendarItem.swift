/// What events and reminders share (Apple's `EKCalendarItem`).
open class EKCalendarItem: NSObject, @unchecked Sendable {
    open var title: String! = ""
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var calendar: EKCalendar!
    open var timeZone: TimeZone?
    open private(set) var calendarItemIdentifier: String
    open var calendarItemExternalIdentifier: String! { calendarItemIdentifier }
    open private(set) var creationDate: Date?
    open private(set) var lastModifiedDate: Date?
    open var alarms: [EKAlarm]?
    open var recurrenceRules: [EKRecurrenceRule]?
    open var attendees: [EKParticipant]? { nil }
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    open var hasAttendees: Bool { false }
    open var hasNotes: Bool { !(notes ?? "").isEmpty }

    init(identifier: String) { calendarItemIdentifier = identifier }

    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
}

/// A calendar event (Apple's `EKEvent`).
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var availability: EKEventAvailability = .busy
    open var structuredLocation: EKStructuredLocation?
    open var status: EKEventStatus { .none }
    open var organizer: EKParticipant? { nil }
    open var isDetached: Bool { false }
    /// Set once the event is saved.
    open private(set) var eventIdentifier: String?

    public init(eventStore: EKEventStore) { super.init(identifier: eventStore.nextIdentifier()) }

    func saved() { eventIdentifier = calendarItemIdentifier }

    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        (startDate ?? .distantPast).compare(other.startDate ?? .distantPast)
    }
}

/// A reminder (Apple's `EKReminder`).
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    open var isCompleted = false {
        didSet { completionDate = isCompleted ? (completionDate ?? Date()) : nil }
    }
    open var completionDate: Date?
    /// 0 none, 1 high to 9 low.
    open var priority = 0

    public init(eventStore: EKEventStore) { super.init(identifier: eventStore.nextIdentifier()) }
}
