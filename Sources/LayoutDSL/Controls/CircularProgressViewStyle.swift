/// The activity indicator with the label under it in the secondary colour. iOS draws it for
/// determinate progress too (the circular style shows no fraction on iOS).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The deprecated `init(tint:)`'s colour for the indicator; nil: the design's (`ActivityIndicator`).
    var tint: Color?
    public init() {}
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivityIndicator(color: tint)
            configuration.label.foregroundColor(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
