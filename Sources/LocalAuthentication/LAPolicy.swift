/// What an evaluation asks for (Apple's documentation of `LAPolicy`,
/// https://developer.apple.com/documentation/localauthentication/lapolicy).
public enum LAPolicy: Int, Sendable {
    /// Face ID or Touch ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, or the passcode.
    case deviceOwnerAuthentication = 2
}
