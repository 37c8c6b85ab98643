import EventKit
import SwiftUI

/// Today's meetings from the user's calendars, as apps read them with EventKit: ask for full
/// access, then fetch the day's events with a predicate. A preview's store is a fresh install's,
/// so access is granted and the day is empty: the screen shows its empty state.
@Observable
final class MeetingsModel {
    var events: [EKEvent] = []
    var access = EKEventStore.authorizationStatus(for: .event)
    private let store = EKEventStore()

    func load(on day: Date) async {
        guard (try? await store.requestFullAccessToEvents()) == true else { return }
        access = EKEventStore.authorizationStatus(for: .event)
        let start = Calendar.current.startOfDay(for: day)
        let end = Calendar.current.date(byAdding: .day, value: 1, to: start) ?? start
        events = store.events(matching: store.predicateForEvents(withStart: start, end: end, calendars: nil))
    }
}

struct MeetingsTodayScreen: View {
    @State private var model = MeetingsModel()

    var body: some View {
        NavigationStack {
            Group {
                if model.access == .denied {
                    ContentUnavailableView("No Calendar Access", systemImage: "calendar.badge.exclamationmark",
                                           description: Text("Allow access in Settings to see your meetings."))
                } else if model.events.isEmpty {
                    ContentUnavailableView("No Meetings Today", systemImage: "calendar",
                                           description: Text("Enjoy the focus time."))
                } else {
                    List(model.events, id: \.calendarItemIdentifier) { event in
                        VStack(alignment: .leading) {
                            Text(event.title ?? "").font(.headline)
                            Text(event.startDate, style: .time).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Today")
            .task { await model.load(on: .now) }
        }
    }
}

#Preview { MeetingsTodayScreen() }
