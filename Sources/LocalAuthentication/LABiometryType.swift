/// The device's biometry (Apple's documentation of `LABiometryType`,
/// https://developer.apple.com/documentation/localauthentication/labiometrytype).
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}
