import _CoreGraphics

/// A calendar's account (Apple's `EKSource`): the device's local one here.
open class EKSource: NSObject, @unchecked Sendable {
    open var sourceIdentifier: String { "00000000-0000-4000-8000-000000000001" }
    open var sourceType: EKSourceType { .local }
    open var title: String { "Default" }
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> { [] }
}

/// A calendar of events or reminders (Apple's `EKCalendar`).
open class EKCalendar: NSObject, @unchecked Sendable {
    open var title = ""
    open var cgColor: CGColor?
    open private(set) var type: EKCalendarType = .local
    open private(set) var calendarIdentifier: String
    open var allowsContentModifications: Bool { true }
    open var isSubscribed: Bool { false }
    open var isImmutable: Bool { false }
    open var source: EKSource?
    open private(set) var allowedEntityTypes: EKEntityMask

    init(identifier: String, title: String, entityType: EKEntityType) {
        calendarIdentifier = identifier
        self.title = title
        allowedEntityTypes = entityType == .event ? .event : .reminder
    }

    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init(identifier: eventStore.nextIdentifier(), title: "", entityType: entityType)
        source = eventStore.sources.first
    }
}

/// An alarm (Apple's `EKAlarm`): a time before the item, or a date.
open class EKAlarm: NSObject, @unchecked Sendable {
    open var relativeOffset: TimeInterval = 0
    open var absoluteDate: Date?

    public init(relativeOffset offset: TimeInterval) { relativeOffset = offset }
    public init(absoluteDate date: Date) { absoluteDate = date }
}

/// When a recurrence ends (Apple's `EKRecurrenceEnd`).
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
    open private(set) var endDate: Date?
    open private(set) var occurrenceCount = 0
    public init(end endDate: Date) { self.endDate = endDate }
    public init(occurrenceCount: Int) { self.occurrenceCount = occurrenceCount }
}

/// How an item repeats (Apple's `EKRecurrenceRule`); kept, not expanded into occurrences.
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
    open private(set) var frequency: EKRecurrenceFrequency
    open private(set) var interval: Int
    open var recurrenceEnd: EKRecurrenceEnd?

    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
    }
}

/// A place with coordinates (Apple's `EKStructuredLocation`).
open class EKStructuredLocation: NSObject, @unchecked Sendable {
    open var title: String?
    open var radius: Double = 0
    public init(title: String) { self.title = title }
}

/// A person invited to an event (Apple's `EKParticipant`); events here have none.
open class EKParticipant: NSObject, @unchecked Sendable {
    open var name: String? { nil }
    open var url: URL { URL(fileURLWithPath: "/") }
    open var participantRole: EKParticipantRole { .unknown }
    open var participantStatus: EKParticipantStatus { .unknown }
    open var participantType: EKParticipantType { .unknown }
    open var isCurrentUser: Bool { false }
}
