import AVKit
import SwiftUI

/// A trip's short film, with its title over the video.
struct TripVideo: View {
    let trip: Trip
    @State private var player = AVPlayer(url: URL(string: "https://example.com/wayfarer/\(UUID().uuidString).mp4")!)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VideoPlayer(player: player) {
                VStack {
                    Text(trip.title)
                        .font(.headline)
                        .foregroundStyle(.white)
                        .padding(8)
                        .background(.black.opacity(0.4), in: Capsule())
                    Spacer()
                }
                .padding()
            }
            .aspectRatio(CGSize.widescreen.aspectRatio, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: Theme.cornerRadius, style: .continuous))
            .onAppear(perform: PlaybackSession.prepare)
            Text("Filmed on the last evening, from the castle walls.")
                .font(.callout)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview("Film") {
    TripVideo(trip: .lisbon)
}
