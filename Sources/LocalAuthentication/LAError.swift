/// The error domain of Local Authentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why an evaluation failed (Apple's documentation of `LAError`,
/// https://developer.apple.com/documentation/localauthentication/laerror), matched in a `catch`
/// by its codes as Apple's bridged errors are: `catch LAError.userCancel`.
public struct LAError: Error, Equatable, Hashable, CustomNSError, Sendable {
    /// The code of an `LAError` (Apple's documentation of `LAError.Code`), with Apple's raw values.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case biometryNotPaired = -11
        case biometryDisconnected = -12
        case invalidDimensions = -14
        case companionNotAvailable = -1000
        case notInteractive = -1004
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: Self.description(code)] }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var notInteractive: Code { .notInteractive }

    /// The messages iOS gives the two errors returned here.
    static func description(_ code: Code) -> String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "Passcode not set."
        default: "Authentication failed."
        }
    }
}

extension LAError.Code {
    /// `catch LAError.userCancel`: whether `error` is an `LAError` of this code.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }
}
