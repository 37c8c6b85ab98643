import Foundation

extension AVAudioSession {
    /// Whether the app may record (Apple's documentation of `AVAudioSession.RecordPermission`,
    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/recordpermission), with
    /// Apple's raw values (four-character codes).
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948 // 'undt'
        case denied = 1684369017 // 'deny'
        case granted = 1735552628 // 'grnt'
    }
}
