/// How the mail sheet ended (Apple's documentation of `MFMailComposeResult`,
/// https://developer.apple.com/documentation/messageui/mfmailcomposeresult).
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0
    case saved = 1
    case sent = 2
    case failed = 3
}
