/// UIProgressView's bar: the label above, a 4-point track with rounded ends in systemGray5 (the
/// bar was 2 pt before iOS 14, "it defaults to 2 pairs of pixels on iPhone 6", markmeretzky.com
/// "UIProgressView"; the rounder 4-pt bar of iOS 14 and later is measured from screenshots),
/// filled to the fraction in the tint, and the current value label below in footnote
/// secondary; as wide as it is offered. Indeterminate progress shows the empty track. The
/// 4-point gaps and the value label's style are estimates from iOS 17 screenshots.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    private let tint: Color?
    public init() { tint = nil }
    /// The iOS 14 spelling, deprecated in favour of `.tint(_:)`.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemGray5))
                    Capsule().fill(tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.tint))
                        .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: 4)
            configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
