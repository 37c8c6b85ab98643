import EventKit
import Testing

/// EventKit as a fresh Simulator install has it: nothing readable or writable until the app asks,
/// then a default calendar and reminders list holding what the app saves, found by predicates.
struct EventKitTests {
    @Test func theStoreHoldsWhatTheAppSavesOnceAllowed() async throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined && store.defaultCalendarForNewEvents == nil)
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.startDate = start
        event.endDate = start + 1800
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(event, span: .thisEvent) }

        #expect(try await store.requestFullAccessToEvents())
        #expect(EKEventStore.authorizationStatus(for: .event) == .fullAccess)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        let calendar = try #require(store.defaultCalendarForNewEvents)
        #expect(calendar.title == "Calendar" && store.calendars(for: .event).count == 1)
        #expect(throws: EKError(.noCalendar)) { try store.save(event, span: .thisEvent) }
        event.calendar = calendar
        try store.save(event, span: .thisEvent)
        #expect(event.eventIdentifier == event.calendarItemIdentifier)
        let around = store.predicateForEvents(withStart: start - 3600, end: start + 3600, calendars: nil)
        #expect(store.events(matching: around).map(\.title) == ["Standup"])
        let later = store.predicateForEvents(withStart: start + 3600, end: start + 7200, calendars: [calendar])
        #expect(store.events(matching: later).isEmpty)

        var reminders: [EKReminder]?
        store.fetchReminders(matching: store.predicateForReminders(in: nil)) { reminders = $0 }
        #expect(reminders == nil)
        #expect(try await store.requestFullAccessToReminders())
        let reminder = EKReminder(eventStore: store)
        reminder.title = "Pack"
        reminder.calendar = store.defaultCalendarForNewReminders()
        try store.save(reminder, commit: true)
        reminder.isCompleted = true
        store.fetchReminders(matching: store.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil,
                                                                           calendars: nil)) { reminders = $0 }
        #expect(reminders?.map(\.title) == ["Pack"] && reminder.completionDate != nil)
    }
}
