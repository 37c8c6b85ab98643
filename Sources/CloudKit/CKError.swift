import Foundation

public let CKErrorDomain = "CKErrorDomain"
public let CKErrorRetryAfterKey = "CKRetryAfter"
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"

/// CloudKit's error (Apple's `CKError`, a bridged `NSError` of `CKErrorDomain`): `catch let error
/// as CKError` and `switch error.code` compile and match as on iOS. The codes' raw values are those
/// of CloudKit's `CKError.h`.
public struct CKError: Error, Hashable, CustomNSError, LocalizedError, @unchecked Sendable {
    public enum Code: Int, Hashable, Sendable {
        case internalError = 1, partialFailure, networkUnavailable, networkFailure, badContainer, serviceUnavailable
        case requestRateLimited, missingEntitlement, notAuthenticated, permissionFailure, unknownItem, invalidArguments
        case resultsTruncated, serverRecordChanged, serverRejectedRequest, assetFileNotFound, assetFileModified
        case incompatibleVersion, constraintViolation, operationCancelled, changeTokenExpired, batchRequestFailed
        case zoneBusy, badDatabase, quotaExceeded, zoneNotFound, limitExceeded, userDeletedZone, tooManyParticipants
        case alreadyShared, referenceViolation, managedAccountRestricted, participantMayNeedVerification
        case serverResponseLost, assetNotAvailable, accountTemporarilyUnavailable
    }

    public let code: Code
    public let userInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code; self.userInfo = userInfo }

    public static var errorDomain: String { CKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }
    public var errorDescription: String? {
        userInfo[NSLocalizedDescriptionKey] as? String ?? "The operation couldn't be completed. (CKErrorDomain error \(code.rawValue).)"
    }
    /// Seconds to wait before retrying, when the server said.
    public var retryAfterSeconds: Double? { (userInfo[CKErrorRetryAfterKey] as? NSNumber)?.doubleValue }
    public var partialErrorsByItemID: [AnyHashable: any Error]? { userInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error] }

    public static func == (lhs: CKError, rhs: CKError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// `catch CKError.notAuthenticated`: each code as a pattern, as Apple's bridged errors give them.
    public static var notAuthenticated: Code { .notAuthenticated }
    public static var networkUnavailable: Code { .networkUnavailable }
    public static var networkFailure: Code { .networkFailure }
    public static var unknownItem: Code { .unknownItem }
    public static var serverRecordChanged: Code { .serverRecordChanged }
    public static var partialFailure: Code { .partialFailure }
    public static var quotaExceeded: Code { .quotaExceeded }
    public static var zoneNotFound: Code { .zoneNotFound }
    public static var accountTemporarilyUnavailable: Code { .accountTemporarilyUnavailable }

    /// What a Simulator signed out of iCloud answers every request that needs an account.
    static var signedOut: CKError {
        CKError(.notAuthenticated, userInfo: [NSLocalizedDescriptionKey: "No iCloud account is configured"])
    }
}

extension CKError.Code {
    /// `catch CKError.notAuthenticated` matches an error of that code.
    public static func ~= (code: CKError.Code, error: any Error) -> Bool { (error as? CKError)?.code == code }
}
