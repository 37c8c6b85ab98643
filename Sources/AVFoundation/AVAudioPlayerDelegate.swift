import Foundation

/// Told when a sound finishes or fails to decode (Apple's documentation of `AVAudioPlayerDelegate`,
/// https://developer.apple.com/documentation/avfaudio/avaudioplayerdelegate). Both methods are
/// optional on Apple platforms, so they have empty defaults here (Linux has no Objective-C runtime);
/// the player here never calls them.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
