import LayoutDSL

/// Progress views, gauges in each style, a colour picker, menus, a share link, disclosure
/// groups (one expanded) and a control group.
public struct IndicatorsScene: View {
    @State private var color = Color.orange
    @State private var expanded = true

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ProgressView(value: 0.6) { Text("Downloading") } currentValueLabel: { Text("60%") }
            ProgressView(value: 0.3).tint(.green)
            Gauge(value: 0.7) { Text("Storage") } currentValueLabel: { Text("70 GB") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            Gauge(value: 0.4) { Text("Speed") }.gaugeStyle(.accessoryLinear)
            HStack(spacing: 20) {
                Gauge(value: 0.62) { Text("BPM") } currentValueLabel: { Text("62") }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 21, in: 0...40) { Text("°C") } currentValueLabel: { Text("21") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryCircular).tint(.orange)
                Gauge(value: 0.25) { Text("Battery") }.gaugeStyle(.accessoryLinearCapacity)
            }
            ColorPicker("Accent", selection: $color)
            HStack(spacing: 16) {
                Menu("Options") { Button("Rename") {} }
                Menu("Sort", systemImage: "arrow.up") { Button("Name") {} }.menuStyle(.button).buttonStyle(.bordered)
                ShareLink(item: "https://example.com")
            }
            DisclosureGroup("Advanced", isExpanded: $expanded) {
                Text("Hidden files are shown.").foregroundStyle(.secondary)
            }
            DisclosureGroup("Network") { Text("Wi-Fi") }
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
                Button("Paste") {}
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}
