/// The search field `searchable` puts under the title: a 36 pt rounded field (10 pt corners)
/// in the tertiary fill, a magnifying glass and the prompt ("Search") in the secondary label
/// colour, or the text being searched in the primary one (UISearchTextField's look, sampled
/// from iOS 17 screenshots).
nonisolated struct SearchFieldView: View {
    let search: NavigationScreen.SearchField

    var body: some View {
        let text = search.text.wrappedValue
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            if text.isEmpty {
                (search.prompt ?? Text("Search")).lineLimit(1)
            } else {
                Text(text).foregroundStyle(Color.primary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .foregroundStyle(Color.secondary)
        .padding(.horizontal, 8)
        .frame(height: NavigationBarMetrics.searchFieldHeight)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(.tertiarySystemFill)))
    }
}
