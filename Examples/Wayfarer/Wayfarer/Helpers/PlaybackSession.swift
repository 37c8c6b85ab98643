import AVFoundation

/// The audio session a trip's film plays in: the playback category, so its sound plays with the
/// ring switch on silent, as video apps set it before they play.
enum PlaybackSession {
    static func prepare() {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playback, mode: .moviePlayback)
        try? session.setActive(true)
    }
}
