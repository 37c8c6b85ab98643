import LayoutDSL

/// A plain List in sections whose headers pin to the top as the list scrolls.
public struct SectionsScene: View {
    private struct Group: Identifiable {
        let title: String
        let symbols: [String]
        var id: String { title }
    }

    private let groups = [
        Group(title: "Places", symbols: ["house", "person", "bell", "gear", "heart"]),
        Group(title: "Status", symbols: ["star", "info.circle", "exclamationmark.triangle", "checkmark", "xmark"]),
        Group(title: "Actions", symbols: ["plus", "minus", "trash", "arrow.clockwise", "magnifyingglass", "ellipsis"]),
    ]

    public init() {}

    public var body: some View {
        List {
            ForEach(groups) { group in
                Section(group.title) {
                    ForEach(group.symbols, id: \.self) { name in
                        HStack(spacing: 12) {
                            Image(systemName: name).foregroundColor(.accentColor).frame(width: 28)
                            Text(name)
                        }
                    }
                }
            }
        }
        .listStyle(.plain)
    }
}
