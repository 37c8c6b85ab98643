import Foundation

/// Plays one item at a time (Apple's documentation of `AVPlayer`,
/// https://developer.apple.com/documentation/avfoundation/avplayer).
///
/// Nothing decodes or plays here, and a frame is a picture of a moment, so the player is inert and
/// deterministic: it keeps its item, volume and mute setting; `play()` sets the rate to
/// `defaultRate` and leaves the player waiting (`.waitingToPlayAtSpecifiedRate`), as a player whose
/// item never becomes ready does; `pause()` sets the rate to zero. Time never advances: `currentTime()`
/// is the item's, which changes only by seeking. Its status stays `.unknown`, and time observers are
/// kept and never called.
open class AVPlayer: NSObject {
    /// Apple's `AVPlayer.Status`, with its raw values.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Apple's `AVPlayer.TimeControlStatus`, with its raw values.
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    /// Apple's `AVPlayer.ActionAtItemEnd`, with its raw values.
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    /// Why a player waits to play (Apple's `AVPlayer.WaitingReason`).
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }

    open private(set) var currentItem: AVPlayerItem?
    open private(set) var status: AVPlayer.Status = .unknown
    open private(set) var error: (any Error)?
    open private(set) var timeControlStatus: AVPlayer.TimeControlStatus = .paused
    open private(set) var reasonForWaitingToPlay: AVPlayer.WaitingReason?
    /// The playback rate: 0 when paused, `defaultRate` once `play()` is called.
    open var rate: Float = 0 {
        didSet { updateTimeControlStatus() }
    }
    /// The rate `play()` uses (iOS 16); 1 unless set.
    open var defaultRate: Float = 1
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd: AVPlayer.ActionAtItemEnd = .pause
    open var automaticallyWaitsToMinimizeStalling = true
    open var allowsExternalPlayback = true
    open var preventsDisplaySleepDuringVideoPlayback = true

    public override init() {}

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
    }

    public convenience init(url URL: URL) {
        self.init(playerItem: AVPlayerItem(url: URL))
    }

    /// Sets the rate to `defaultRate`; the player then waits, since its item never becomes ready.
    open func play() { rate = defaultRate }
    /// Sets the rate to zero.
    open func pause() { rate = 0 }

    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem = item
        updateTimeControlStatus()
    }

    /// The current item's time, or zero without an item.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Moves the current item to `time` (see `AVPlayerItem.seek(to:completionHandler:)`).
    open func seek(to time: CMTime) {
        currentItem?.seek(to: time, completionHandler: nil)
    }

    /// Moves the current item to `time`, then calls the handler: true if there was an item to move.
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        guard let currentItem else { return completionHandler(false) }
        currentItem.seek(to: time, completionHandler: completionHandler)
    }

    /// Seeks within tolerances; the move here is exact, so they make no difference.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        seek(to: time)
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// The `async` form of `seek(to:completionHandler:)` (iOS 15).
    @discardableResult
    open func seek(to time: CMTime) async -> Bool {
        guard let currentItem else { return false }
        currentItem.seek(to: time, completionHandler: nil)
        return time.isNumeric
    }

    /// Keeps the observer and returns a token for `removeTimeObserver(_:)`; time never passes here,
    /// so the block is never called.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping (CMTime) -> Void) -> Any {
        TimeObserverToken()
    }

    /// Keeps the observer; playback never reaches a boundary here, so the block is never called.
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                      using block: @escaping () -> Void) -> Any {
        TimeObserverToken()
    }

    open func removeTimeObserver(_ observer: Any) {}

    private func updateTimeControlStatus() {
        if rate == 0 {
            timeControlStatus = .paused
            reasonForWaitingToPlay = nil
        } else {
            timeControlStatus = .waitingToPlayAtSpecifiedRate
            reasonForWaitingToPlay = currentItem == nil ? .noItemToPlay : .toMinimizeStalls
        }
    }
}

/// What the time-observer methods return.
final class TimeObserverToken: NSObject {}
