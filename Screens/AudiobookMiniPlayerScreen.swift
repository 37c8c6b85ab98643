import SwiftUI

/// An audiobook app as iOS 26 apps write it: tabs with a search tab, a mini player as the tab
/// view's bottom accessory, and a tab bar that minimizes as the library scrolls down. The player
/// shows its controls by its placement: title and buttons above the bar, title and play button
/// alone inline in the minimized bar (Apple's `TabViewBottomAccessoryPlacement` pattern).
struct AudiobookMiniPlayerScreen: View {
    struct Book: Identifiable {
        let id: Int
        let title: String
        let author: String
        let progress: Double
        let cover: Color
    }

    private let books = [
        Book(id: 1, title: "The Lighthouse Keeper", author: "Mara Ellison", progress: 0.42, cover: .teal),
        Book(id: 2, title: "Northern Rivers", author: "Tomas Brandt", progress: 0.08, cover: .indigo),
        Book(id: 3, title: "A Year of Bread", author: "Hana Sato", progress: 0.77, cover: .orange),
        Book(id: 4, title: "Small Engines", author: "Priya Nair", progress: 0.15, cover: .green),
        Book(id: 5, title: "The Glass Orchard", author: "Felix Moreau", progress: 0.63, cover: .pink),
        Book(id: 6, title: "Weathering", author: "Ines Duarte", progress: 0.31, cover: .brown),
        Book(id: 7, title: "Maps of Nowhere", author: "Oren Katz", progress: 0.94, cover: .blue),
        Book(id: 8, title: "Late Summer Light", author: "Ada Whitfield", progress: 0.05, cover: .purple),
    ]

    @State private var query = ""

    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                NavigationStack {
                    List(books) { book in
                        BookRow(book: book)
                    }
                    .listStyle(.plain)
                    .navigationTitle("Library")
                }
            }
            Tab("Store", systemImage: "bag") { Text("Store") }
            Tab("Downloads", systemImage: "arrow.down.circle") { Text("Downloads") }
            Tab(role: .search) {
                NavigationStack {
                    List(books) { Text($0.title) }
                        .navigationTitle("Search")
                        .searchable(text: $query)
                }
            }
        }
        .tabViewBottomAccessory {
            MiniPlayer(title: "The Lighthouse Keeper", chapter: "Chapter 7")
        }
        .tabBarMinimizeBehavior(.onScrollDown)
    }
}

private struct BookRow: View {
    let book: AudiobookMiniPlayerScreen.Book

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 4)
                .fill(book.cover.gradient)
                .frame(width: 44, height: 64)
            VStack(alignment: .leading, spacing: 4) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                ProgressView(value: book.progress)
                    .tint(book.cover)
            }
        }
        .padding(.vertical, 4)
    }
}

private struct MiniPlayer: View {
    let title: String
    let chapter: String
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.teal.gradient)
                .frame(width: 32, height: 32)
            VStack(alignment: .leading, spacing: 0) {
                Text(title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                if placement == .expanded {
                    Text(chapter)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            Button("Play", systemImage: "play.fill") {}
                .labelStyle(.iconOnly)
            if placement == .expanded {
                Button("Skip Forward", systemImage: "goforward.30") {}
                    .labelStyle(.iconOnly)
            }
        }
        .font(.title3)
        .foregroundStyle(.primary)
        .padding(.horizontal, 12)
    }
}

#Preview("Library") { AudiobookMiniPlayerScreen() }
