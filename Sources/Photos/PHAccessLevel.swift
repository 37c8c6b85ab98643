/// The access an app asks for (Apple's documentation of `PHAccessLevel`,
/// https://developer.apple.com/documentation/photokit/phaccesslevel).
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1
    case readWrite = 2
}
