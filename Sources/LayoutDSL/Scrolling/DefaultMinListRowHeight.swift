private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The least height of a list's rows (Apple's documentation of `defaultMinListRowHeight`): 44
    /// points on iOS; a list's rows are at least this tall, as set on the list. Unset, a Liquid
    /// Glass list's rows are a body line's leading within their insets, 52 pt at the default text
    /// size (`ListMetrics.rowMinHeight(_:_:_:)`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? ListMetrics.rowMinHeight }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    /// The least row height the code set, if any.
    var ownDefaultMinListRowHeight: CGFloat? { self[DefaultMinListRowHeightKey.self] }
    /// The least height of a list's section headers, nil for the system's; kept, as the headers
    /// here are only as tall as their content and insets.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] } set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
