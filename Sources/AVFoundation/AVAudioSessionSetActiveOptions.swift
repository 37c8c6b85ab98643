import Foundation

extension AVAudioSession {
    /// How deactivating a session tells other apps (Apple's documentation of
    /// `AVAudioSession.SetActiveOptions`,
    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/setactiveoptions).
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
