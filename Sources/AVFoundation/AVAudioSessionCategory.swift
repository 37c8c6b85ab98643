import Foundation

extension AVAudioSession {
    /// What an app's audio is for (Apple's documentation of `AVAudioSession.Category`,
    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/category), with Apple's raw values.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    }
}
