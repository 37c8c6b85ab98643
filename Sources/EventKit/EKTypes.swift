/// EventKit's enumerations, with Apple's raw values.
public enum EKEntityType: UInt, Sendable { case event = 0, reminder = 1 }

public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// Whether the app may read or write the user's calendars or reminders (iOS 17's levels).
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case fullAccess = 3
    case writeOnly = 4
    @available(iOS, deprecated: 17.0, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

public enum EKSpan: Int, Sendable { case thisEvent = 0, futureEvents = 1 }
public enum EKEventAvailability: Int, Sendable { case notSupported = -1, busy = 0, free, tentative, unavailable }
public enum EKEventStatus: Int, Sendable { case none = 0, confirmed, tentative, canceled }
public enum EKCalendarType: Int, Sendable { case local = 0, calDAV, exchange, subscription, birthday }
public enum EKSourceType: Int, Sendable { case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays }
public enum EKRecurrenceFrequency: Int, Sendable { case daily = 0, weekly, monthly, yearly }
public enum EKParticipantRole: Int, Sendable { case unknown = 0, required, optional, chair, nonParticipant }
public enum EKParticipantStatus: Int, Sendable { case unknown = 0, pending, accepted, declined, tentative, delegated, completed, inProcess }
public enum EKParticipantType: Int, Sendable { case unknown = 0, person, room, resource, group }

/// Posted when the store's data change (Apple's `EKEventStoreChanged`).
public extension Notification.Name {
    static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}

/// The error domain of EventKit and the errors a store here raises.
public let EKErrorDomain = "EKErrorDomain"

public struct EKError: Error, Equatable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar = 1, noStartDate = 2, noEndDate = 3, datesInverted = 4, internalFailure = 5
        case calendarReadOnly = 6, durationGreaterThanRecurrence = 7, alarmGreaterThanRecurrence = 8, startDateTooFarInFuture = 9
        case startDateCollidesWithOtherOccurrence = 10, objectBelongsToDifferentStore = 11, invitesCannotBeMoved = 12
        case invalidSpan = 13, calendarHasNoSource = 14, calendarSourceCannotBeModified = 15, calendarIsImmutable = 16
        case sourceDoesNotAllowCalendarAddDelete = 17, recurringReminderRequiresDueDate = 18, structuredLocationsNotSupported = 19
        case reminderLocationsNotSupported = 20, alarmProximityNotSupported = 21, calendarDoesNotAllowEvents = 22
        case calendarDoesNotAllowReminders = 23, sourceDoesNotAllowReminders = 24, sourceDoesNotAllowEvents = 25
        case priorityIsInvalid = 26, invalidEntityType = 27, procedureAlarmsNotMutable = 28, eventStoreNotAuthorized = 29
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { EKErrorDomain }
    public var errorCode: Int { code.rawValue }
}
