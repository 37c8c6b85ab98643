/// The activity indicator with the label under it in the secondary colour. iOS draws it for
/// determinate progress too (the circular style shows no fraction on iOS).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivityIndicator()
            configuration.label.foregroundColor(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
