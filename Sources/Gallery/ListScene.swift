import LayoutDSL

/// A plain List with rows of symbols and text, refreshable.
struct ListScene: View {
    private let items = ["house", "person", "bell", "gear", "heart", "star", "trash", "magnifyingglass", "info.circle",
                         "exclamationmark.triangle", "checkmark", "xmark", "plus", "minus", "arrow.clockwise", "ellipsis"]
    var body: some View {
        List(items, id: \.self) { name in
            HStack(spacing: 12) {
                Image(systemName: name).foregroundColor(.accentColor).frame(width: 28)
                Text(name)
                Spacer()
                Image(systemName: "chevron.right").foregroundColor(Color(.systemGray3)).imageScale(.small)
            }
        }
        .listStyle(.plain)
        .refreshable {}
        .background(Color.white)
    }
}
