import SwiftUI

/// A game library as an iOS 26 app writes it: a large title with a subtitle that counts what the
/// list holds (`navigationSubtitle`, new in iOS 26), sections by console, a trailing add button.
/// iOS 26 draws the subtitle under the large title, on its margin, 11 pt in the secondary label
/// colour (docs/reference/ios26-navigation-bar.md, "The subtitle").
struct GameLibraryScreen: View {
    struct Game: Identifiable {
        let id = UUID()
        let title: String
        let hours: Int
        let isPlaying: Bool
    }

    let consoles: [(name: String, games: [Game])] = [
        ("PlayStation Vita", [
            Game(title: "Gravity Rush", hours: 31, isPlaying: true),
            Game(title: "Persona 4 Golden", hours: 84, isPlaying: false),
            Game(title: "Tearaway", hours: 9, isPlaying: false),
        ]),
        ("Nintendo DS", [
            Game(title: "Advance Wars: Dual Strike", hours: 46, isPlaying: true),
            Game(title: "Professor Layton", hours: 17, isPlaying: false),
            Game(title: "The World Ends with You", hours: 38, isPlaying: false),
        ]),
    ]

    private var subtitle: String {
        let games = consoles.flatMap(\.games)
        return "\(games.count) games · \(games.filter(\.isPlaying).count) playing"
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(consoles, id: \.name) { console in
                    Section(console.name) {
                        ForEach(console.games) { game in
                            HStack {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(game.title)
                                    Text("\(game.hours) hours played")
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                                Spacer()
                                if game.isPlaying {
                                    Image(systemName: "play.circle.fill")
                                        .foregroundStyle(.tint)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Library")
            .navigationSubtitle(subtitle)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Game", systemImage: "plus") {}
                }
            }
        }
    }
}

#Preview {
    GameLibraryScreen()
}
