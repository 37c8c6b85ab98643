import SwiftUI

/// A music app's tabs as iOS 26 apps declare them: three tabs and a search tab
/// (`Tab(role: .search)`), which the bar draws as a glass circle of its own at the trailing end.
/// Selected, the search tab's field takes the bar, beside a circle for the tab before it.
struct MusicSearchTabScreen: View {
    enum Destination: Hashable { case home, radio, library, search }

    @State var selection = Destination.home
    @State private var query = ""

    private let albums = [
        ("Blue Hours", "Nadia Reyes", Color.indigo),
        ("Salt & Citrus", "The Harbor Lights", Color.orange),
        ("Quiet Machines", "Oskar Lind", Color.teal),
        ("Paper Moons", "June & the Foxes", Color.pink),
    ]

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                NavigationStack {
                    List(albums, id: \.0) { album in
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 6)
                                .fill(album.2.gradient)
                                .frame(width: 48, height: 48)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(album.0)
                                Text(album.1)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    .listStyle(.plain)
                    .navigationTitle("Home")
                }
            }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: .radio) { Text("Radio") }
            Tab("Library", systemImage: "square.stack", value: .library) { Text("Library") }
            Tab(value: .search, role: .search) {
                NavigationStack {
                    List {
                        Section("Browse Categories") {
                            ForEach(["Pop", "Hip-Hop", "Chill", "Jazz", "Classical"], id: \.self) { genre in
                                Label(genre, systemImage: "music.note.list")
                            }
                        }
                    }
                    .navigationTitle("Search")
                    .searchable(text: $query, prompt: "Artists, Songs, Lyrics and More")
                }
            }
        }
    }
}

#Preview("Home") { MusicSearchTabScreen() }

#Preview("Search") { MusicSearchTabScreen(selection: .search) }
