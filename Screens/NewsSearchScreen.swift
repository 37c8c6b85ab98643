import SwiftUI

/// A news app's search screen: a large title with the search field always shown under it
/// (`.navigationBarDrawer(displayMode: .always)`), and, before anything is typed, an empty state
/// inviting a search, or the recent searches once there are some.
struct NewsSearchScreen: View {
    @State private var query = ""
    var recentSearches: [String] = []

    var body: some View {
        NavigationStack {
            Group {
                if recentSearches.isEmpty {
                    ContentUnavailableView {
                        Label("Search for News", systemImage: "magnifyingglass")
                    } description: {
                        Text("Find articles from thousands of sources worldwide")
                    }
                } else {
                    List {
                        Section("Recent") {
                            ForEach(recentSearches, id: \.self) { term in
                                Label(term, systemImage: "clock.arrow.circlepath")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Search")
            .navigationBarTitleDisplayMode(.large)
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search news...")
        }
    }
}

#Preview("Empty") {
    NewsSearchScreen()
}

#Preview("Recent") {
    NewsSearchScreen(recentSearches: ["Swift 6.3", "Liquid Glass", "Vision Pro sales", "WWDC keynote"])
}
