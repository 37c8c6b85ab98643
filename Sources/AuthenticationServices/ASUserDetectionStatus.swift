import Foundation

/// How likely the system thinks it is that a new account belongs to a real person (Apple's
/// documentation of `ASUserDetectionStatus`,
/// https://developer.apple.com/documentation/authenticationservices/asuserdetectionstatus), with
/// Apple's raw values.
public enum ASUserDetectionStatus: Int, Sendable {
    case unsupported = 0
    case unknown = 1
    case likelyReal = 2
}
