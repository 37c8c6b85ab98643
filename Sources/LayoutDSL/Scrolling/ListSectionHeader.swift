/// A list section's header or footer, as each style draws it:
/// - plain and inset: headline (footnote for footers) in the secondary label colour, aligned with
///   the row text, on the list's background so rows scrolling under a pinned header stay hidden;
/// - grouped, inset grouped and sidebar: footnote in the secondary colour, headers capitalised
///   (iOS capitalised grouped section headers until iOS 26, which moved to title case:
///   github.com/fluhartyml/Claudes-X26-Swift6-Bible, "Book 08: Lists, Grids and ForEach";
///   `.textCase(nil)` keeps the text as written), aligned with the row text and
///   `ListMetrics.headerGap` from the card;
/// - sidebar: headline in the primary colour, as written, with a chevron when the section
///   collapses (`Section(isExpanded:)`) (estimated);
/// - `headerProminence(.increased)`: a title 3 bold header in the primary colour, as written
///   (estimated from iOS 17 screenshots).
nonisolated struct ListSectionHeader<Content: View>: View {
    let content: Content
    let isHeader: Bool
    let appearance: ListAppearance
    /// A collapsible section's state: a sidebar header shows it with a chevron.
    var isExpanded: Bool? = nil
    @Environment(\.headerProminence) private var prominence
    @Environment(\.textCaseIsSet) private var textCaseIsSet
    @Environment(\.textCase) private var textCase

    var body: some View {
        if !appearance.isGrouped {
            let margin = ListMetrics.margin(appearance) + ListMetrics.rowInsets.leading
            content
                .font(isHeader ? .headline : .footnote)
                .foregroundStyle(Color.secondary)
                .padding(EdgeInsets(top: 8, leading: margin, bottom: 8, trailing: margin))
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(uiColor: .systemBackground))
        } else {
            let margin = ListMetrics.margin(appearance) + ListMetrics.rowInsets.leading
            let gap = ListMetrics.headerGap
            HStack {
                content
                if appearance == .sidebar, let isExpanded {
                    Spacer()
                    Image(systemName: isExpanded ? "chevron.down" : "chevron.right").foregroundStyle(Color.accentColor.tintAdjusted)
                }
            }
                .font(font)
                .foregroundStyle(plainText ? Color.primary : Color.secondary)
                .textCase(isHeader && !plainText && !textCaseIsSet ? .uppercase : textCase)
                .padding(EdgeInsets(top: isHeader ? 0 : gap, leading: margin, bottom: isHeader ? gap : 0, trailing: margin))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// Headers shown as written, in the primary colour.
    private var plainText: Bool { isHeader && (appearance == .sidebar || prominence == .increased) }

    private var font: Font {
        guard isHeader else { return .footnote }
        if prominence == .increased { return Font.title3.bold() }
        return appearance == .sidebar ? .headline : .footnote
    }
}
