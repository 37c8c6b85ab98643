import SwiftUI

struct Track: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var artist: String
    var album: String
    var duration: TimeInterval
}

@Observable
final class PlayerModel {
    var track = Track(title: "Midnight City", artist: "M83", album: "Hurry Up, We're Dreaming", duration: 243)
    var elapsed: TimeInterval = 87
    var isPlaying = true
    var volume: Double = 0.6
    var isFavorite = false
    var shuffle = false
    var repeatMode: RepeatMode = .off

    enum RepeatMode: String, CaseIterable {
        case off, all, one
    }

    var progress: Double { elapsed / track.duration }
}

struct NowPlayingView: View {
    @State private var model = PlayerModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Capsule()
                .fill(.secondary)
                .frame(width: 36, height: 5)
                .padding(.top, 8)

            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [.indigo, .purple, .pink],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 96, weight: .semibold))
                        .foregroundStyle(.white.opacity(0.8))
                }
                .shadow(color: .black.opacity(0.25), radius: 20, y: 10)
                .padding(.horizontal, 8)

            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(model.track.title)
                        .font(.title2.bold())
                        .lineLimit(1)
                    Text(model.track.artist)
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                    model.isFavorite.toggle()
                } label: {
                    Image(systemName: model.isFavorite ? "star.fill" : "star")
                        .font(.title2)
                }
                .tint(.pink)
                Menu {
                    Button("Add to Library", systemImage: "plus") {}
                    Button("Add to a Playlist…", systemImage: "text.badge.plus") {}
                    Divider()
                    ShareLink(item: URL(string: "https://music.example.com/track/1")!) {
                        Label("Share Song", systemImage: "square.and.arrow.up")
                    }
                } label: {
                    Image(systemName: "ellipsis.circle.fill")
                        .symbolRenderingMode(.hierarchical)
                        .font(.title2)
                }
            }

            VStack(spacing: 6) {
                ProgressView(value: model.progress)
                    .tint(.primary)
                HStack {
                    Text(Duration.seconds(model.elapsed), format: .time(pattern: .minuteSecond))
                    Spacer()
                    Text("-" + Duration.seconds(model.track.duration - model.elapsed).formatted(.time(pattern: .minuteSecond)))
                }
                .font(.caption)
                .monospacedDigit()
                .foregroundStyle(.secondary)
            }

            HStack(spacing: 48) {
                Button {
                } label: {
                    Image(systemName: "backward.fill")
                }
                Button {
                    model.isPlaying.toggle()
                } label: {
                    Image(systemName: model.isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                        .contentTransition(.symbolEffect)
                }
                Button {
                } label: {
                    Image(systemName: "forward.fill")
                }
            }
            .font(.largeTitle)
            .foregroundStyle(.primary)
            .buttonStyle(.plain)

            HStack(spacing: 12) {
                Image(systemName: "speaker.fill")
                Slider(value: $model.volume, in: 0...1)
                Image(systemName: "speaker.wave.3.fill")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)

            HStack {
                Toggle(isOn: $model.shuffle) {
                    Image(systemName: "shuffle")
                }
                .toggleStyle(.button)
                Spacer()
                Picker("Repeat", selection: $model.repeatMode) {
                    ForEach(PlayerModel.RepeatMode.allCases, id: \.self) { mode in
                        Text(mode.rawValue.capitalized).tag(mode)
                    }
                }
                .pickerStyle(.menu)
                Spacer()
                Button("Lyrics", systemImage: "quote.bubble") {}
                    .labelStyle(.iconOnly)
            }
            .font(.title3)
            .padding(.horizontal)

            Spacer(minLength: 0)
        }
        .padding(.horizontal, 24)
        .background(Color(.systemBackground))
    }
}

#Preview {
    NowPlayingView()
}

#Preview("Dark") {
    NowPlayingView()
        .preferredColorScheme(.dark)
}
