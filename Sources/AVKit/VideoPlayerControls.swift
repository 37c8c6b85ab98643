import AVFoundation
import Foundation
import LayoutDSL

/// The controls `VideoPlayer` draws over its still: iOS's inline playback controls at rest, kept
/// plain (estimated from iOS 17 and 18 screenshots, not measured): a 56 pt translucent black circle
/// with the play or pause glyph in the centre, and a bottom bar with the elapsed time, a 4 pt track
/// filled to the elapsed share of the duration, and the remaining time, all in white.
nonisolated struct VideoPlayerControls: View {
    /// What the controls show of a player, read once when the view is made.
    struct Readout: Equatable {
        var isPlaying: Bool
        var elapsed: Double
        var duration: Double

        init(isPlaying: Bool, elapsed: Double, duration: Double) {
            self.isPlaying = isPlaying
            self.elapsed = elapsed
            self.duration = duration
        }

        /// The player's rate, current time and its item's duration; a time that is not a number
        /// (an item not loaded) counts as zero.
        init(player: AVPlayer?) {
            let elapsed = player?.currentTime().seconds ?? 0
            let duration = player?.currentItem?.duration.seconds ?? 0
            self.init(isPlaying: (player?.rate ?? 0) != 0,
                      elapsed: elapsed.isFinite ? max(elapsed, 0) : 0,
                      duration: duration.isFinite ? max(duration, 0) : 0)
        }

        var remaining: Double { max(duration - elapsed, 0) }
        /// The share of the track filled, 0 to 1.
        var progress: Double { duration > 0 ? min(elapsed / duration, 1) : 0 }
    }

    let state: Readout

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.black.opacity(0.4))
                .frame(width: 56, height: 56)
                .overlay {
                    Image(systemName: state.isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 24, weight: .semibold))
                        .foregroundColor(.white)
                }
            VStack {
                Spacer(minLength: 0)
                HStack(spacing: 8) {
                    Text(Self.timeText(state.elapsed))
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.white.opacity(0.4))
                            Capsule().fill(Color.white)
                                .frame(width: proxy.size.width * state.progress)
                        }
                    }
                    .frame(height: 4)
                    Text("-" + Self.timeText(state.remaining))
                }
                .font(.system(size: 12, weight: .semibold))
                .monospacedDigit()
                .foregroundColor(.white)
                .padding(.horizontal, 16)
                .padding(.bottom, 12)
            }
        }
    }

    /// "m:ss", or "h:mm:ss" from an hour, as the player's time labels read.
    static func timeText(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
