private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

extension EnvironmentValues {
    /// Pixels per point of the target canvas.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue }
    }
    /// Divider thickness is one pixel (R22).
    public var pixelLength: CGFloat { 1 / displayScale }
}
