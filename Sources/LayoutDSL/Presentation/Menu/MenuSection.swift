/// A `Section` inside an open menu: its own group, separated from its neighbours by the section
/// break, its header as the group's title: caption in the secondary label colour in iOS 18
/// (`MenuMetrics`), 13-point medium in the tertiary one in iOS 26 (`GlassMenuMetrics`).
nonisolated struct MenuSection<Header: View, Content: View>: View {
    let header: Header?
    let content: Content
    @Environment(\.systemDesign) private var design

    var body: some View {
        MenuSectionBreak()
        if let header {
            Group {
                if design == .compatibility {
                    header
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, MenuMetrics.horizontalInset)
                        .padding(.vertical, MenuMetrics.headerVerticalPadding)
                        .frame(minHeight: MenuMetrics.headerMinHeight)
                } else {
                    header
                        .font(GlassMenuMetrics.headerFont)
                        .foregroundStyle(.tertiary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(GlassMenuMetrics.headerPadding)
                }
            }
            .containerValue(\.menuItemKind, .header)
        }
        content
        MenuSectionBreak()
    }
}

/// Where a `Divider()` or a section's edge sits in an open menu: the platter draws the 8-point
/// band there (`MenuArrangement`), so this view itself draws nothing.
nonisolated struct MenuSectionBreak: View {
    var body: some View { Color.clear.frame(height: 0).containerValue(\.menuItemKind, .separator) }
}
