import Foundation

/// MapKit's errors (Apple's documentation of `MKError`): what its searches and directions answer
/// here, where no map service is reached.
public struct MKError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }

    public static let errorDomain = "MKErrorDomain"
}
