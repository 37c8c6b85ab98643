import SwiftUI

struct Podcast: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var publisher: String
    var unplayed: Int
    var color: Color
    var symbol: String
}

struct Episode: Identifiable {
    let id = UUID()
    var title: String
    var show: String
    var published: Date
    var length: Duration
    var progress: Double
}

struct PodcastLibraryView: View {
    @State private var searchText = ""
    @State private var sort: Sort = .recent
    @State private var isRefreshing = false

    enum Sort: String, CaseIterable, Identifiable {
        case recent = "Recently Updated"
        case title = "Title"
        var id: Self { self }
    }

    let podcasts = [
        Podcast(title: "Hard Fork", publisher: "The New York Times", unplayed: 3, color: .indigo, symbol: "waveform"),
        Podcast(title: "Accidental Tech Podcast", publisher: "Marco, Casey & John", unplayed: 1, color: .blue, symbol: "cpu"),
        Podcast(title: "Radiolab", publisher: "WNYC Studios", unplayed: 12, color: .red, symbol: "atom"),
        Podcast(title: "99% Invisible", publisher: "Roman Mars", unplayed: 0, color: .gray, symbol: "building.columns"),
    ]

    let episodes = [
        Episode(title: "The AI Election Is Here", show: "Hard Fork", published: Date(timeIntervalSince1970: 1_718_000_000), length: .seconds(4210), progress: 0.35),
        Episode(title: "586: Two Dots", show: "Accidental Tech Podcast", published: Date(timeIntervalSince1970: 1_717_800_000), length: .seconds(8120), progress: 0),
    ]

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    var filtered: [Podcast] {
        searchText.isEmpty ? podcasts : podcasts.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Up Next")
                        .font(.title2.bold())
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 12) {
                            ForEach(episodes) { episode in
                                EpisodeCard(episode: episode)
                                    .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .contentMargins(.horizontal, 0, for: .scrollContent)

                    HStack {
                        Text("Shows")
                            .font(.title2.bold())
                        Spacer()
                        Picker("Sort", selection: $sort) {
                            ForEach(Sort.allCases) { Text($0.rawValue).tag($0) }
                        }
                    }

                    if filtered.isEmpty {
                        ContentUnavailableView.search(text: searchText)
                    } else {
                        LazyVGrid(columns: columns, spacing: 20) {
                            ForEach(filtered) { podcast in
                                NavigationLink(value: podcast) {
                                    PodcastTile(podcast: podcast)
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Library")
            .navigationDestination(for: Podcast.self) { podcast in
                Text(podcast.title)
            }
            .searchable(text: $searchText, prompt: "Shows, Episodes, and More")
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
            }
            .toolbar {
                Menu {
                    Picker("Sort", selection: $sort) {
                        ForEach(Sort.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Button("Edit", systemImage: "pencil") {}
                } label: {
                    Label("More", systemImage: "ellipsis.circle")
                }
            }
        }
    }
}

struct PodcastTile: View {
    let podcast: Podcast

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 10)
                .fill(podcast.color.gradient)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: podcast.symbol)
                        .font(.system(size: 48))
                        .foregroundStyle(.white)
                }
                .overlay(alignment: .topTrailing) {
                    if podcast.unplayed > 0 {
                        Text("\(podcast.unplayed)")
                            .font(.caption2.bold())
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(.ultraThinMaterial, in: Capsule())
                            .padding(6)
                    }
                }
            Text(podcast.title)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text(podcast.publisher)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }
}

struct EpisodeCard: View {
    let episode: Episode

    private var minutesLeft: Int {
        Int((1 - episode.progress) * Double(episode.length.components.seconds) / 60)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(episode.published, format: .dateTime.month(.abbreviated).day())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
            Text(episode.title)
                .font(.headline)
                .lineLimit(2)
            Text(episode.show)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack {
                Image(systemName: "play.circle.fill")
                    .font(.title)
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .purple)
                if episode.progress > 0 {
                    ProgressView(value: episode.progress)
                        .frame(width: 60)
                    Text("\(minutesLeft) min left")
                } else {
                    Text(episode.length.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                }
            }
            .font(.caption)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    PodcastLibraryView()
}
