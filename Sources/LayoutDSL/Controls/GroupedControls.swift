/// The grouped look the control group styles share in content: the controls side by side in
/// equal parts of one rounded container (tertiarySystemFill, the bordered button's corner
/// radius, insets and font for the control size, `BorderedButtonMetrics`), each a borderless
/// control in the tint, with 1-pt separators between them: the look of UIKit's grouped
/// buttons, estimated from iOS 17 screenshots.
nonisolated struct GroupedControls: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let controls = taggedChildren(of: configuration.content)
        let metrics = controlSize.borderedMetrics
        HStack(spacing: 0) {
            ForEach(controls.indices, id: \.self) { index in
                controls[index].view
                    .font(metrics.font)
                    .lineLimit(1)
                    .padding(metrics.insets)
                    .frame(maxWidth: .infinity)
                    .overlay(alignment: .leading) {
                        if index > 0 { Color(.separator).frame(width: 1).padding(.vertical, metrics.insets.top).offset(x: -0.5) }
                    }
            }
        }
        .buttonStyle(BorderlessButtonStyle())
        .fixedSize(horizontal: false, vertical: true)
        .background(RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous).fill(Color(.tertiarySystemFill)))
    }
}
