import Foundation
import LayoutDSL

/// Date pickers on 23 November 2026, 9:41 UTC: compact (date and time, date only, time only),
/// graphical with the time, and wheels.
public struct DatePickersScene: View {
    @State private var date = Date(timeIntervalSinceReferenceDate: 817_119_660)

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DatePicker("Starts", selection: $date)
            DatePicker("Date", selection: $date, displayedComponents: .date)
            DatePicker("Alarm", selection: $date, displayedComponents: .hourAndMinute)
            DatePicker("Graphical", selection: $date).datePickerStyle(.graphical)
            DatePicker("Wheel", selection: $date).datePickerStyle(.wheel)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}
