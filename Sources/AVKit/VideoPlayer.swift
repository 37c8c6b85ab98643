import AVFoundation
import Foundation
import LayoutDSL

/// SwiftUI's video player (Apple's documentation of `VideoPlayer`,
/// https://developer.apple.com/documentation/avkit/videoplayer, iOS 14): a player's video with the
/// system's playback controls.
///
/// No video is decoded here, so the player is drawn as a still of iOS's inline player at rest: a
/// black video area filling the space offered, the overlay over it (Apple's documentation of
/// `init(player:videoOverlay:)`: "fully interactive, but … placed below the system-provided
/// playback controls, and only receives unhandled events": here the touches that land outside
/// the controls' button, labels and track reach it), and the controls in
/// white — a play button in a translucent dark circle in the centre, and along the bottom the
/// elapsed time, the progress track and the remaining time. The times come from the player (zero
/// unless it sought; an item's duration is unknown until it loads, which here is never, so the
/// remaining time is "-0:00"). A player whose rate is not zero (after `play()`) shows the pause
/// button, as iOS does while playback is requested.
///
/// A warning line says, once a render, that the video is a placeholder (`PlaceholderWarning`).
nonisolated public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let videoOverlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }

    public var body: some View {
        PlaceholderWarning("VideoPlayer draws its controls over a black frame; video is not decoded here", content: Rectangle()
            .fill(Color.black)
            .overlay { videoOverlay }
            .overlay { VideoPlayerControls(state: VideoPlayerControls.Readout(player: player)) }
            .clipped()
            .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
