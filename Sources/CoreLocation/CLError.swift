import Foundation

/// The error domain of Core Location's errors, as `NSError.domain` reports it.
public let kCLErrorDomain = "kCLErrorDomain"

/// The `userInfo` key of the region Core Location monitors instead of the one an app asked for, when it
/// reports `CLError.Code.regionMonitoringResponseDelayed`.
public let kCLErrorUserInfoAlternateRegionKey = "alternateRegion"

/// A Core Location error (Apple's documentation of `CLError`).
///
/// Shaped as Swift imports an Objective-C error enum: a struct wrapping the `NSError`, with the codes in
/// `CLError.Code` and a static shortcut for each, so `error.code == .denied`, `catch CLError.network`
/// and `(error as NSError).domain == kCLErrorDomain` all work as on a device.
public struct CLError: CustomNSError, Hashable {
    /// Core Location's error codes, with Apple's raw values (the `NSError.code` of each).
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19

        /// Lets a code stand as a `catch` pattern: `catch CLError.denied` matches a `CLError` with that
        /// code, as the pattern does for imported error codes.
        public static func ~= (match: Code, error: any Error) -> Bool {
            (error as? CLError)?.code == match
        }
    }

    public let code: Code
    private let error: NSError

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        error = NSError(domain: kCLErrorDomain, code: code.rawValue, userInfo: userInfo)
    }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { error.code }
    public var errorUserInfo: [String: Any] { error.userInfo }
    public var userInfo: [String: Any] { error.userInfo }

    /// The region Core Location monitors instead, carried under `kCLErrorUserInfoAlternateRegionKey`.
    public var alternateRegion: CLRegion? { error.userInfo[kCLErrorUserInfoAlternateRegionKey] as? CLRegion }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
    public static var regionMonitoringFailure: Code { .regionMonitoringFailure }
    public static var regionMonitoringSetupDelayed: Code { .regionMonitoringSetupDelayed }
    public static var regionMonitoringResponseDelayed: Code { .regionMonitoringResponseDelayed }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var deferredFailed: Code { .deferredFailed }
    public static var deferredNotUpdatingLocation: Code { .deferredNotUpdatingLocation }
    public static var deferredAccuracyTooLow: Code { .deferredAccuracyTooLow }
    public static var deferredDistanceFiltered: Code { .deferredDistanceFiltered }
    public static var deferredCanceled: Code { .deferredCanceled }
    public static var rangingUnavailable: Code { .rangingUnavailable }
    public static var rangingFailure: Code { .rangingFailure }
    public static var promptDeclined: Code { .promptDeclined }
    public static var historicalLocationError: Code { .historicalLocationError }
}
