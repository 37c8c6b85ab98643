import SwiftUI

/// A music app's tabs as iOS 26 apps declare them: three tabs and a search tab
/// (`Tab(role: .search)`), which the bar draws as a glass circle of its own at the trailing end.
struct MusicSearchTabScreen: View {
    private let albums = [
        ("Blue Hours", "Nadia Reyes", Color.indigo),
        ("Salt & Citrus", "The Harbor Lights", Color.orange),
        ("Quiet Machines", "Oskar Lind", Color.teal),
        ("Paper Moons", "June & the Foxes", Color.pink),
    ]

    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
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
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("Radio") }
            Tab("Library", systemImage: "square.stack") { Text("Library") }
            Tab(role: .search) { Text("Search") }
        }
    }
}

#Preview("Home") { MusicSearchTabScreen() }
