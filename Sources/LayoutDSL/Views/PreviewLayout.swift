public enum PreviewLayout: Equatable, Sendable {
    /// The device canvas.
    case device
    /// A canvas of this size, without safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size.
    case sizeThatFits
}
