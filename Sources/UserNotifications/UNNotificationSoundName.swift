/// The name of a sound file in the app's bundle (Apple's documentation of
/// `UNNotificationSoundName`, https://developer.apple.com/documentation/usernotifications/unnotificationsoundname).
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
