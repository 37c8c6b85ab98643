/// A HealthKit error (Apple's documentation of `HKError`,
/// https://developer.apple.com/documentation/healthkit/hkerror), with Apple's codes.
public struct HKError: Error, Equatable, Hashable, CustomNSError, Sendable {
    /// Apple's `HKError.Code`.
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1
        case errorHealthDataRestricted = 2
        case errorInvalidArgument = 3
        case errorAuthorizationDenied = 4
        case errorAuthorizationNotDetermined = 5
        case errorDatabaseInaccessible = 6
        case errorUserCanceled = 7
        case errorNoData = 11
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "com.apple.healthkit" }
    public var errorCode: Int { code.rawValue }
    public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
    public static var errorNoData: Code { .errorNoData }
}
