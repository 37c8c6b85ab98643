import LayoutDSL

/// Pickers in each iOS style: segmented, menu (with a selection no tag matches), navigation
/// link, inline and wheel, with options from `.tag` and from `ForEach` ids.
public struct PickersScene: View {
    enum Period: String, CaseIterable, Identifiable {
        case day = "Day", week = "Week", month = "Month", year = "Year"
        var id: Self { self }
    }
    @State private var period = Period.week
    @State private var flavor = "Chocolate"
    @State private var size = 2
    @State private var missing = "Pistachio"
    @State private var units = "Metric"
    @State private var hour = 9

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("Period", selection: $period) {
                ForEach(Period.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: $size) {
                Text("S").tag(1)
                Text("M").tag(2)
                Text("L").tag(3)
            }
            .pickerStyle(.palette)
            HStack {
                Text("Flavor")
                Spacer()
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
                }
            }
            HStack {
                Text("No match")
                Spacer()
                Picker("No match", selection: $missing) {
                    Text("Vanilla").tag("Vanilla")
                }
                .pickerStyle(.menu)
            }
            Picker("Units", selection: $units) {
                Text("Metric").tag("Metric")
                Text("Imperial").tag("Imperial")
            }
            .pickerStyle(.navigationLink)
            Picker("Units", selection: $units) {
                Text("Metric").tag("Metric")
                Text("Imperial").tag("Imperial")
                Text("Mixed").tag("Mixed")
            }
            .pickerStyle(.inline)
            Picker("Hour", selection: $hour) {
                ForEach(0..<24) { Text("\($0) h") }
            }
            .pickerStyle(.wheel)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}
