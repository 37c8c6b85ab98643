import Foundation

/// The errors StoreKit throws (Apple's documentation of `StoreKitError`,
/// https://developer.apple.com/documentation/storekit/storekiterror). None is thrown here.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported
}
