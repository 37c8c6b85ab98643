/// UIActivityIndicatorView's medium style, still: eight capsule ticks around a 20-point circle;
/// the one at twelve o'clock is darkest and opacity falls off going counterclockwise, as the
/// indicator looks at the start of its rotation.
nonisolated struct ActivityIndicator: View {
    /// The ticks' colour: the system grey, or the deprecated `CircularProgressViewStyle(tint:)`'s.
    var color = Color(.systemGray)

    var body: some View {
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
