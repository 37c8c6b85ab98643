/// The style labels take when none is set: outside lists, menus and toolbars iOS shows the
/// title and the icon. In a list row iOS tints the icon with the accent colour and centres it
/// in a fixed column so the titles of a column of rows line up (the column's 28-point width is
/// estimated from iOS 17 screenshots at the default text size). The column grows with Dynamic
/// Type like the body text beside it (a `@ScaledMetric` relative to `.body`), so icons at
/// accessibility sizes keep their gap to the title; `labelReservedIconWidth(_:)` sets its width.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultLabel(configuration: configuration)
    }
}

nonisolated private struct DefaultLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isListRow) private var isListRow
    @Environment(\.labelIconToTitleSpacing) private var spacing
    @Environment(\.labelReservedIconWidth) private var reservedIconWidth
    @ScaledMetric(relativeTo: .body) private var iconColumnWidth: CGFloat = 28

    var body: some View {
        if isListRow {
            HStack(spacing: spacing) {
                configuration.icon.foregroundStyle(Color.accentColor.tintAdjusted).frame(width: reservedIconWidth ?? iconColumnWidth)
                configuration.title
            }
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
