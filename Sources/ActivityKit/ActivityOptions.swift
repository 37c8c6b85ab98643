/// How a Live Activity is updated remotely (Apple's `PushType`): by its own push token, or over a
/// broadcast channel (iOS 18).
@available(iOS 16.1, *)
public struct PushType: Equatable, Sendable {
    let channel: String?
    public static let token = PushType(channel: nil)
    @available(iOS 18.0, *)
    public static func channel(_ channelID: String) -> PushType { PushType(channel: channelID) }
}

/// When an ended Live Activity leaves the Lock Screen (Apple's `ActivityUIDismissalPolicy`).
@available(iOS 16.1, *)
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let date: Date?
    let immediately: Bool
    /// After up to four hours, as the system decides.
    public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
    public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(date: date, immediately: false) }
}

/// How long a Live Activity stays (Apple's `ActivityStyle`, iOS 18): until ended, or briefly.
@available(iOS 18.0, *)
public enum ActivityStyle: Hashable, Sendable {
    case standard
    case transient
}

/// The alert an update shows on devices without a Dynamic Island (Apple's `AlertConfiguration`).
@available(iOS 16.1, *)
public struct AlertConfiguration: Sendable {
    public let title: LocalizedStringResource
    public let body: LocalizedStringResource
    public let sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    public struct AlertSound: Hashable, Sendable {
        let name: String?
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
}
