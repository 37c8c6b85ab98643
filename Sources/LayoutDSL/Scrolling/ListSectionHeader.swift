/// A plain list's section header or footer: headline (footnote for footers) in the secondary
/// label colour, inset 20 points like the rows, on the list's background so rows scrolling
/// under a pinned header stay hidden.
struct ListSectionHeader<Content: View>: View {
    let content: Content
    let isHeader: Bool

    var body: some View {
        content
            .font(isHeader ? .headline : .footnote)
            .foregroundStyle(Color.secondary)
            .padding(EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(uiColor: .systemBackground))
    }
}
