import SwiftUI

struct AgendaEvent: Identifiable {
    let id = UUID()
    var title: String
    var start: Date
    var minutes: Int
    var location: String?
    var color: Color
    var isAllDay = false
}

@Observable
final class AgendaModel {
    var selectedDate: Date
    var events: [AgendaEvent]

    init() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.date(from: DateComponents(year: 2024, month: 6, day: 12))!
        selectedDate = day
        func at(_ hour: Int, _ minute: Int = 0) -> Date {
            calendar.date(byAdding: .minute, value: hour * 60 + minute, to: day)!
        }
        events = [
            AgendaEvent(title: "Mom's birthday", start: day, minutes: 1440, location: nil, color: .pink, isAllDay: true),
            AgendaEvent(title: "Standup", start: at(9, 30), minutes: 15, location: "Zoom", color: .blue),
            AgendaEvent(title: "Design review", start: at(11), minutes: 60, location: "Room 4B", color: .purple),
            AgendaEvent(title: "Lunch with Priya", start: at(12, 30), minutes: 45, location: "Tartine", color: .orange),
            AgendaEvent(title: "Dentist", start: at(16), minutes: 30, location: "240 Main St", color: .green),
        ]
    }
}

struct CalendarAgendaView: View {
    @State private var model = AgendaModel()
    @State private var showingNewEvent = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    DatePicker("Date", selection: $model.selectedDate, displayedComponents: .date)
                        .datePickerStyle(.compact)
                }

                Section("All-day") {
                    ForEach(model.events.filter(\.isAllDay)) { event in
                        Label(event.title, systemImage: "gift.fill")
                            .symbolRenderingMode(.multicolor)
                    }
                }

                Section {
                    ForEach(model.events.filter { !$0.isAllDay }) { event in
                        EventRow(event: event)
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                            .swipeActions(edge: .leading) {
                                Button {
                                } label: {
                                    Label("Remind", systemImage: "bell")
                                }
                                .tint(.orange)
                            }
                    }
                } header: {
                    Text(model.selectedDate, format: .dateTime.weekday(.wide).month().day())
                } footer: {
                    Text("\(model.events.count) events")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Agenda")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Today") {}
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingNewEvent = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    HStack {
                        Button("Calendars") {}
                        Spacer()
                        Button("Inbox") {}
                    }
                }
            }
            .sheet(isPresented: $showingNewEvent) {
                Text("New Event")
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

struct EventRow: View {
    let event: AgendaEvent

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 2)
                .fill(event.color)
                .frame(width: 4)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title)
                    .font(.headline)
                if let location = event.location {
                    Label(location, systemImage: "mappin.and.ellipse")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .labelStyle(.titleAndIcon)
                }
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(event.start, style: .time)
                    .font(.subheadline.monospacedDigit())
                Text(Duration.seconds(event.minutes * 60), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 2)
    }
}

#Preview {
    CalendarAgendaView()
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
}
