/// How a logged Boolean reads (Apple's documentation of `OSLogBoolFormat`,
/// https://developer.apple.com/documentation/os/oslogboolformat): `true`/`false`, or `YES`/`NO`
/// as `%{BOOL}d` prints.
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
