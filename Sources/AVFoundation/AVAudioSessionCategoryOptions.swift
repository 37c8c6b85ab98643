import Foundation

extension AVAudioSession {
    /// How a category's audio mixes and routes (Apple's documentation of
    /// `AVAudioSession.CategoryOptions`,
    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions), with
    /// Apple's raw values.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }
}
