import SwiftUI

/// Calendar's "New Event" sheet as an app writes it: a form with the title and location, an
/// all-day switch, compact start and end pickers, repeat and alert menus, and notes, under an
/// inline title with Cancel and Add.
struct EventEditorScreen: View {
    enum Alert: String, CaseIterable, Identifiable {
        case none = "None", atTime = "At time of event", fifteen = "15 minutes before", hour = "1 hour before"
        var id: Self { self }
    }

    @State private var title = "Design review"
    @State private var location = "Studio 4"
    @State private var allDay = false
    // 12 March 2026, 14:00 and 15:30 UTC
    @State private var starts = Date(timeIntervalSince1970: 1_773_324_000)
    @State private var ends = Date(timeIntervalSince1970: 1_773_329_400)
    @State private var repeatRule = "Never"
    @State private var alert = Alert.fifteen
    @State private var notes = "Bring the printed boards."

    private let repeatRules = ["Never", "Every Day", "Every Week", "Every Month", "Every Year"]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Location or Video Call", text: $location)
                }
                Section {
                    Toggle("All-day", isOn: $allDay)
                    DatePicker("Starts", selection: $starts, displayedComponents: allDay ? .date : [.date, .hourAndMinute])
                    DatePicker("Ends", selection: $ends, in: starts..., displayedComponents: allDay ? .date : [.date, .hourAndMinute])
                    Picker("Repeat", selection: $repeatRule) {
                        ForEach(repeatRules, id: \.self) { Text($0) }
                    }
                }
                Section {
                    Picker("Alert", selection: $alert) {
                        ForEach(Alert.allCases) { Text($0.rawValue).tag($0) }
                    }
                }
                Section {
                    TextField("Notes", text: $notes, axis: .vertical)
                        .lineLimit(3, reservesSpace: true)
                }
            }
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

#Preview("New Event") {
    EventEditorScreen()
}

#Preview("Dark") {
    EventEditorScreen()
        .preferredColorScheme(.dark)
}
