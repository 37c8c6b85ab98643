import SwiftUI

/// A reminder editor: title, due date and time, repeat and priority pickers, alert toggles,
/// a colour for the list and notes tucked in a disclosure group.
struct ReminderEditorScreen: View {
    enum Priority: String, CaseIterable, Identifiable {
        case none = "None", low = "Low", medium = "Medium", high = "High"
        var id: Self { self }
    }

    @State private var title = "Water the plants"
    @State private var dueDate = Date(timeIntervalSince1970: 1_795_772_460)
    @State private var repeatRule = "Weekly"
    @State private var priority = Priority.medium
    @State private var earlyReminder = true
    @State private var flagged = false
    @State private var listColor = Color.green
    @State private var showsNotes = true

    private let repeatRules = ["Never", "Daily", "Weekdays", "Weekly", "Monthly", "Yearly"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack {
                    Button("Cancel") {}
                    Spacer()
                    Text("Details").font(.headline)
                    Spacer()
                    Button("Done") {}.fontWeight(.semibold)
                }

                Text(title)
                    .font(.title2.bold())

                VStack(spacing: 14) {
                    DatePicker("Date", selection: $dueDate, displayedComponents: .date)
                    Divider()
                    DatePicker("Time", selection: $dueDate, displayedComponents: .hourAndMinute)
                    Divider()
                    HStack {
                        Label("Repeat", systemImage: "arrow.clockwise")
                        Spacer()
                        Picker("Repeat", selection: $repeatRule) {
                            ForEach(repeatRules, id: \.self) { rule in
                                Text(rule)
                            }
                        }
                    }
                }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))

                VStack(alignment: .leading, spacing: 8) {
                    Text("Priority")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Picker("Priority", selection: $priority) {
                        ForEach(Priority.allCases) { priority in
                            Text(priority.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                VStack(spacing: 14) {
                    Toggle("Early Reminder", isOn: $earlyReminder)
                    Divider()
                    Toggle("Flag", isOn: $flagged)
                    Divider()
                    ColorPicker("List Color", selection: $listColor, supportsOpacity: false)
                }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))

                DisclosureGroup("Notes", isExpanded: $showsNotes) {
                    Text("Ferns on the balcony need extra water while it is hot.")
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }

                HStack {
                    ShareLink(item: "Reminder: \(title)")
                    Spacer()
                    Button("Delete Reminder", role: .destructive) {}
                }
            }
            .padding()
        }
    }
}

struct ReminderEditorScreen_Previews: PreviewProvider {
    static var previews: some View {
        ReminderEditorScreen()
    }
}
