/// The circular accessory gauges, 60 pt across (estimate: the iPhone lock screen's circular
/// widget is 68–76 pt with its margins, Apple HIG "Widgets" sizes) with a 6-pt ring.
/// Capacity: a full grey ring, the tint from twelve o'clock clockwise to the value, round caps,
/// the current value label (else the label) in the middle. Not capacity: a 270° arc open at
/// the bottom in the tint at 35% with a dot at the value ringed in the background colour, the
/// current value label in the middle, the label (or the bounds labels) in the gap.
nonisolated struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool
    static var diameter: CGFloat { 60 }
    static var lineWidth: CGFloat { 6 }

    var body: some View {
        ZStack {
            if capacity {
                Circle().stroke(Color(.systemGray5), lineWidth: Self.lineWidth)
                Circle().trim(from: 0, to: configuration.value)
                    .stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                centerLabel
            } else {
                Circle().trim(from: 0, to: 0.75)
                    .stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                    .opacity(0.35)
                    .rotationEffect(.degrees(135))
                dot
                centerLabel
                gap
            }
        }
        .padding(Self.lineWidth / 2)
        .frame(width: Self.diameter, height: Self.diameter)
    }

    /// The current value label, else the label.
    private var centerLabel: some View {
        (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
            .font(.system(size: 15, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.5).padding(Self.lineWidth + 2)
    }

    /// The value's point on the arc, which runs from 135° (lower left) clockwise through 270°.
    private var dot: some View {
        let angle = (135 + 270 * configuration.value) * Double.pi / 180
        let radius = (Self.diameter - Self.lineWidth) / 2 - Self.lineWidth / 2
        return Circle().fill(.tint)
            .frame(width: Self.lineWidth, height: Self.lineWidth)
            .background(Circle().fill(Color(.systemBackground)).padding(-1.5))
            .offset(x: radius * CGFloat(cos(angle)), y: radius * CGFloat(sin(angle)))
    }

    @ViewBuilder private var gap: some View {
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 10, weight: .medium))
            .frame(maxHeight: .infinity, alignment: .bottom)
        } else if configuration.currentValueLabel != nil {
            configuration.label.font(.system(size: 10, weight: .medium)).lineLimit(1)
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}
