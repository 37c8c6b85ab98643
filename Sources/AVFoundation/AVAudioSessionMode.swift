import Foundation

extension AVAudioSession {
    /// A specialisation of a category (Apple's documentation of `AVAudioSession.Mode`,
    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/mode), with Apple's raw values.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }
}
