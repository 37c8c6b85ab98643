/// UIActivityIndicatorView's medium style, still: eight capsule ticks around a 20-point circle;
/// the one at twelve o'clock is darkest and opacity falls off going counterclockwise, as the
/// indicator looks at the start of its rotation. iOS 18 draws it in the system grey; iOS 26 in
/// the label colour at 85 %, its darkest tick (38, 38, 38) on white and (217, 217, 217) on black,
/// and a light one near 27 % ((186, 186, 186), (69, 69, 69)): measured on a `ProgressView()`
/// iOS 26.1 drew at 3x (anthony1810/Definery@1021b76, docs/reference/ios26-design.md, "Progress views").
nonisolated struct ActivityIndicator: View {
    /// The ticks' colour: the deprecated `CircularProgressViewStyle(tint:)`'s; nil: the design's.
    var color: Color?
    @Environment(\.systemDesign) private var design

    var body: some View {
        let color = color ?? (design == .liquidGlass ? Color.primary.opacity(0.85) : Color(.systemGray))
        ZStack {
            ForEach(0..<8) { tick in
                Capsule()
                    .fill(color)
                    .frame(width: 2.5, height: 5.5)
                    .offset(y: -6.75)
                    .rotationEffect(.degrees(Double(tick) * 45))
                    .opacity(1 - Double((8 - tick) % 8) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
    }
}
