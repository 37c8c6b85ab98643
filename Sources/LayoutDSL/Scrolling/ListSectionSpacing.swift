/// The space between sections of a grouped list (`listSectionSpacing`, iOS 17).
public struct ListSectionSpacing: Hashable, Sendable {
    let value: CGFloat
    /// 35 points (see `ListMetrics.sectionSpacing`).
    public static let `default` = ListSectionSpacing(value: ListMetrics.sectionSpacing)
    /// 20 points (estimated).
    public static let compact = ListSectionSpacing(value: ListMetrics.compactSectionSpacing)
    /// A negative length is treated as none.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: max(spacing, 0)) }
}

private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] } set { self[ListSectionSpacingKey.self] = newValue }
    }
    /// `listRowSpacing`: space between rows (nil: none, rows touch).
    var listRowSpacing: CGFloat? { get { self[ListRowSpacingKey.self] } set { self[ListRowSpacingKey.self] = newValue } }
}

nonisolated extension View {
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { environment(\.listSectionSpacing, spacing) }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { environment(\.listSectionSpacing, .custom(spacing)) }
    /// Space between the rows of a list; negative is none.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { environment(\.listRowSpacing, spacing.map { max($0, 0) }) }
}
