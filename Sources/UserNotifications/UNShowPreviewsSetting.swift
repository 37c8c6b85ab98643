/// When a notification's preview shows (Apple's documentation of `UNShowPreviewsSetting`,
/// https://developer.apple.com/documentation/usernotifications/unshowpreviewssetting).
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0
    case whenAuthenticated = 1
    case never = 2
}
