import Foundation

/// The timing and presentation state of an asset played by a player (Apple's documentation of
/// `AVPlayerItem`, https://developer.apple.com/documentation/avfoundation/avplayeritem).
///
/// An item never loads here: its status stays `.unknown` and its duration `.indefinite`, which is
/// what Apple documents for an item until it is ready to play; its current time starts at zero and
/// moves only when a player seeks.
open class AVPlayerItem: NSObject {
    /// Apple's `AVPlayerItem.Status`, with its raw values.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    open private(set) var asset: AVAsset
    open private(set) var status: AVPlayerItem.Status = .unknown
    open private(set) var error: (any Error)?
    /// Indefinite, as before an item is ready to play.
    open var duration: CMTime { .indefinite }
    open var forwardPlaybackEndTime: CMTime = .invalid
    open var reversePlaybackEndTime: CMTime = .invalid
    open var preferredForwardBufferDuration: TimeInterval = 0
    open var isPlaybackLikelyToKeepUp: Bool { false }
    open var isPlaybackBufferEmpty: Bool { true }
    open var isPlaybackBufferFull: Bool { false }
    var time: CMTime = .zero

    public init(asset: AVAsset) {
        self.asset = asset
    }

    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    /// Where playback is: zero, or where a player last sought to.
    open func currentTime() -> CMTime { time }

    /// Moves the current time to `time` (clamped at zero), then calls the completion handler with true.
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        if time.isNumeric { self.time = max(time, .zero) }
        completionHandler?(time.isNumeric)
    }
}

extension NSNotification.Name {
    /// Posted when an item plays to its end; never posted here, since nothing plays.
    public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when an item fails to play to its end; never posted here.
    public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
}
