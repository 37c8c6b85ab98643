import Foundation

/// How an app's audio behaves with the system's and other apps' (Apple's documentation of
/// `AVAudioSession`, https://developer.apple.com/documentation/avfaudio/avaudiosession).
///
/// One shared session, as on a device. Setting the category, mode and activation always succeeds
/// (there is no audio hardware to refuse) and the session keeps what is set, starting from iOS's
/// defaults: `.soloAmbient`, `.default`, no options. Record permission answers as denied (see
/// `requestRecordPermission(_:)`).
open class AVAudioSession: NSObject {
    private static let shared = AVAudioSession()

    /// The app's one session.
    open class func sharedInstance() -> AVAudioSession { shared }

    open private(set) var category: AVAudioSession.Category = .soloAmbient
    open private(set) var mode: AVAudioSession.Mode = .default
    open private(set) var categoryOptions: AVAudioSession.CategoryOptions = []
    /// Whether `setActive(true)` was the last activation call.
    private(set) var isActive = false

    /// No other app plays here.
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The volume a device reports at half way; there is no volume control here.
    open var outputVolume: Float { 0.5 }
    /// Undetermined, as for an app that has never asked (deprecated in iOS 17 for
    /// `AVAudioApplication.shared.recordPermission`).
    open var recordPermission: AVAudioSession.RecordPermission { .undetermined }

    open func setCategory(_ category: AVAudioSession.Category) throws {
        self.category = category
    }

    open func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }

    open func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode,
                          options: AVAudioSession.CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }

    open func setMode(_ mode: AVAudioSession.Mode) throws {
        self.mode = mode
    }

    open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws {
        isActive = active
    }

    /// Calls `response` at once with false: there is no microphone here to grant.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        response(false)
    }
}
