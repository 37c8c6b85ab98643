import Foundation

/// Plays a sound from a file or from memory (Apple's documentation of `AVAudioPlayer`,
/// https://developer.apple.com/documentation/avfaudio/avaudioplayer).
///
/// There is no audio output here and the sound is never read (no I/O), so making a player succeeds
/// and it never plays: `prepareToPlay()` and `play()` return false, as on a device for a sound that
/// cannot be played, `isPlaying` stays false and `duration` is zero. Settings are kept as set. The
/// delegate is never called.
open class AVAudioPlayer: NSObject {
    /// The file the player was made with, or nil.
    open private(set) var url: URL?
    /// The data the player was made with, or nil.
    open private(set) var data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?
    open var volume: Float = 1
    /// -1 (left) to 1 (right); 0 unless set.
    open var pan: Float = 0
    /// Whether `rate` applies; false unless set before `prepareToPlay()`.
    open var enableRate = false
    open var rate: Float = 1
    /// How many times the sound repeats after playing once; -1 loops until stopped.
    open var numberOfLoops = 0
    /// Where playback is, in seconds: zero, or what was set.
    open var currentTime: TimeInterval = 0
    open var isMeteringEnabled = false
    open var isPlaying: Bool { false }
    /// Zero: the sound is never read.
    open var duration: TimeInterval { 0 }
    open var numberOfChannels: Int { 0 }
    open var deviceCurrentTime: TimeInterval { 0 }

    /// Keeps the URL; does not read the file, so it does not throw here (on a device, an unreadable
    /// file throws).
    public init(contentsOf url: URL) throws {
        self.url = url
    }

    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
    }

    public init(data: Data) throws {
        self.data = data
    }

    public init(data: Data, fileTypeHint utiString: String?) throws {
        self.data = data
    }

    /// False: there is nothing to prepare.
    @discardableResult open func prepareToPlay() -> Bool { false }
    /// False: nothing plays.
    @discardableResult open func play() -> Bool { false }
    /// False: nothing plays.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    open func updateMeters() {}
    /// -160 dB, the level of silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// -160 dB, the level of silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
