/// The search field `searchable` puts under the title: a 36 pt rounded field (10 pt corners)
/// in the tertiary fill, a magnifying glass and the prompt ("Search") in the secondary label
/// colour, or the text being searched in the primary one (UISearchTextField's look, sampled
/// from iOS 17 screenshots). Tokens come first, each in a chip, and hide the prompt while there
/// are any, as `UISearchTextField` places them ("tokens always occur contiguously before any text
/// in the search field"; Apple's documentation of `UISearchTextField`).
nonisolated struct SearchFieldView: View {
    let search: NavigationScreen.SearchField

    var body: some View {
        SearchFieldContent(search: search)
            .padding(.horizontal, 8)
            .frame(height: NavigationBarMetrics.searchFieldHeight)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(.tertiarySystemFill)))
    }
}

/// What a search field shows, in both designs' fields (`SearchFieldView`, `GlassSearchTabBar`):
/// the magnifying glass, then the tokens and the text being searched, or the prompt.
nonisolated struct SearchFieldContent: View {
    let search: NavigationScreen.SearchField

    var body: some View {
        let text = search.text.wrappedValue
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            ForEach(search.tokens.indices, id: \.self) { index in SearchTokenChip(content: search.tokens[index]) }
            if text.isEmpty, search.tokens.isEmpty {
                (search.prompt ?? Text("Search")).lineLimit(1)
            } else if !text.isEmpty {
                Text(text).foregroundStyle(Color.primary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .foregroundStyle(Color.secondary)
    }
}

/// One token of a search field: its view in white on the tint, in a rounded chip 8 pt shorter
/// than the field (estimates of UISearchToken's default look, whose colour UIKit does not
/// document beyond "the default token background color").
nonisolated struct SearchTokenChip: View {
    let content: AnyView

    var body: some View {
        content
            .lineLimit(1)
            .foregroundStyle(Color.white)
            .padding(.horizontal, 6)
            .frame(height: NavigationBarMetrics.searchFieldHeight - 8)
            .background(RoundedRectangle(cornerRadius: 6).fill(.tint))
            .fixedSize()
    }
}
