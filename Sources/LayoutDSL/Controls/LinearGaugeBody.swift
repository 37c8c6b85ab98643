/// The linear gauges' layout, as Apple's documentation of `accessoryLinearCapacity` places the
/// parts: the label above; the bar between the minimum and maximum value labels (on its
/// leading and trailing edges; caption, secondary), as wide as it is offered; the current
/// value label below (footnote, secondary). `indicator` false fills the bar to the value in the tint (capacity);
/// true draws a grey track with a tinted dot ringed in the background colour at the value
/// (`.accessoryLinear`). Bar heights, dot size and fonts are estimates from iOS 17 screenshots.
nonisolated struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let barHeight: CGFloat
    var indicator = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 6) {
                configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                bar
                configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
            configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var bar: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemGray5))
                if indicator {
                    Circle().fill(.tint)
                        .frame(width: barHeight + 4, height: barHeight + 4)
                        .background(Circle().fill(Color(.systemBackground)).padding(-2))
                        .offset(x: (proxy.size.width - barHeight - 4) * configuration.value)
                } else {
                    Capsule().fill(.tint).frame(width: proxy.size.width * configuration.value)
                }
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: indicator ? barHeight + 4 : barHeight)
    }
}
