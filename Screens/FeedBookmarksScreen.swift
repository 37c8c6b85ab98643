import SwiftUI

/// A feed reader's bookmarks tab as an iOS 26 app writes it: the title large in the bar's row
/// beside its trailing buttons (`toolbarTitleDisplayMode(.inlineLarge)`, the App Store's search-tab
/// style), a leading "Edit" that the mode moves into the overflow menu, and cards in a scroll
/// view. iOS 26 draws the 34 pt title on the margin, its capitals centred on the 44 pt row, the
/// content about 10 pt under the row (docs/reference/ios26-navigation-bar.md, "The large title
/// in the row").
struct FeedBookmarksScreen: View {
    struct Bookmark: Identifiable {
        let id = UUID()
        let feed: String
        let title: String
        let minutes: Int
        let tint: Color
    }

    let bookmarks = [
        Bookmark(feed: "The Verge", title: "The best e-readers to buy right now", minutes: 9, tint: .purple),
        Bookmark(feed: "Six Colors", title: "Notes on the new Photos app, one year in", minutes: 6, tint: .orange),
        Bookmark(feed: "Daring Fireball", title: "On the design of Liquid Glass toolbars", minutes: 4, tint: .blue),
        Bookmark(feed: "NHK World", title: "Cherry blossom forecast for the coming week", minutes: 3, tint: .pink),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                    Text("Folders")
                        .font(.title3.bold())
                        .padding(.top, 8)
                    ForEach(bookmarks) { bookmark in
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 10)
                                .fill(bookmark.tint.gradient)
                                .frame(width: 64, height: 64)
                            VStack(alignment: .leading, spacing: 4) {
                                Text(bookmark.feed)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text(bookmark.title)
                                    .font(.headline)
                                    .lineLimit(2)
                                Text("\(bookmark.minutes) min read")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer(minLength: 0)
                        }
                        .padding(12)
                        .background(.background.secondary, in: .rect(cornerRadius: 16))
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Bookmarks")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                }
            }
        }
    }
}

#Preview {
    FeedBookmarksScreen()
}
