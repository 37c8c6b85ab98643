import SwiftUI

/// A now-playing screen that takes the whole display: dark, with the status bar hidden while
/// the artwork shows, and a queue list that keeps the status bar and home indicator.
struct NowPlayingView: View {
    @State private var progress = 0.35

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .padding(.horizontal, 32)
            VStack(spacing: 4) {
                Text("Midnight Drive").font(.title2.bold())
                Text("The Night Owls").foregroundStyle(.secondary)
            }
            Slider(value: $progress).padding(.horizontal, 32)
            HStack(spacing: 48) {
                Image(systemName: "backward.fill")
                Image(systemName: "pause.fill").font(.largeTitle)
                Image(systemName: "forward.fill")
            }
            .font(.title)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
        .preferredColorScheme(.dark)
        .statusBarHidden(true)
        .persistentSystemOverlays(.hidden)
    }
}

struct QueueView: View {
    let songs = ["Midnight Drive", "Neon Lights", "Slow Motion", "City Rain", "Afterglow", "Last Train Home"]

    var body: some View {
        NavigationStack {
            List(songs, id: \.self) { song in
                Label(song, systemImage: "music.note")
            }
            .navigationTitle("Up Next")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Image(systemName: "play.circle.fill").font(.title)
                    Text("Midnight Drive").font(.headline)
                    Spacer()
                }
                .padding()
                .background(Color(.secondarySystemBackground))
            }
        }
    }
}

#Preview("Now Playing") {
    NowPlayingView()
        .previewDevice("iPhone 16")
}

#Preview("Queue") {
    QueueView()
        .previewDevice("iPhone 16")
}
