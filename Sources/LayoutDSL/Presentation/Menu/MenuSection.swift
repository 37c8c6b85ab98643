/// A `Section` inside an open menu: its own group, separated from its neighbours by the section
/// break, its header as the group's title (caption, secondary label: `MenuMetrics`).
nonisolated struct MenuSection<Header: View, Content: View>: View {
    let header: Header?
    let content: Content

    var body: some View {
        MenuSectionBreak()
        if let header {
            header
                .font(.caption)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, MenuMetrics.horizontalInset)
                .padding(.vertical, MenuMetrics.headerVerticalPadding)
                .frame(minHeight: MenuMetrics.headerMinHeight)
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
