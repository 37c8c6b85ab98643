/// iOS's progress indicators, composed from shapes: with no value the activity indicator
/// (8 ticks of graded opacity in a 20-point circle, UIActivityIndicatorView's medium style);
/// with a value a 4-point bar, tinted to the accent color over a gray track, full width.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 4) {
                label
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(.systemGray5))
                        Capsule().fill(.tint).frame(width: proxy.size.width * min(max(fraction, 0), 1))
                    }
                }
                .frame(height: 4)
            }
        } else {
            VStack(spacing: 8) {
                ActivityIndicator()
                label.foregroundColor(.secondary)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fraction = nil; label = EmptyView() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 } ?? nil
        label = EmptyView()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol>(_ title: S) { fraction = nil; label = Text(title) }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 } ?? nil
        label = Text(title)
    }
}

/// Eight capsule ticks around a circle; the one at twelve o'clock is darkest and opacity falls
/// off going counterclockwise, as the indicator looks at the start of its rotation.
struct ActivityIndicator: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { tick in
                Capsule()
                    .fill(Color(.systemGray))
                    .frame(width: 2.5, height: 5.5)
                    .offset(y: -6.75)
                    .rotationEffect(.degrees(Double(tick) * 45))
                    .opacity(1 - Double((8 - tick) % 8) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
    }
}
