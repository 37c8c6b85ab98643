import AVFoundation
import Foundation
import LayoutDSL

/// SwiftUI's video player (Apple's documentation of `VideoPlayer`,
/// https://developer.apple.com/documentation/avkit/videoplayer, iOS 14): a player's video with the
/// system's playback controls.
///
/// No video is decoded here, so the player is drawn as a still of iOS's inline player at rest: a
/// black video area filling the space offered, the overlay over it (Apple's documentation places
/// the overlay above the video and below the controls, and it takes no touches), and the controls in
/// white — a play button in a translucent dark circle in the centre, and along the bottom the
/// elapsed time, the progress track and the remaining time. The times come from the player (zero
/// unless it sought; an item's duration is unknown until it loads, which here is never, so the
/// remaining time is "-0:00"). A player whose rate is not zero (after `play()`) shows the pause
/// button, as iOS does while playback is requested.
///
/// Unlike a `UIViewRepresentable`'s placeholder, this still is drawn without a warning: a view's
/// body outside LayoutDSL cannot reach the host's warnings (LayoutDSL's `Warnings` and
/// `BuildContext` are internal), so saying once that the video is a placeholder would need a public
/// hook in LayoutDSL, such as a view or modifier that warns once per host with a given message.
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let videoOverlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }

    public var body: some View {
        Rectangle()
            .fill(Color.black)
            .overlay { videoOverlay }
            .overlay { VideoPlayerControls(state: VideoPlayerControls.Readout(player: player)) }
            .clipped()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
