/// How the message sheet ended (Apple's documentation of `MessageComposeResult`,
/// https://developer.apple.com/documentation/messageui/messagecomposeresult).
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0
    case sent = 1
    case failed = 2
}
