import Foundation

extension ASAuthorizationController {
    /// How a controller performs its requests (iOS 16; Apple's documentation of
    /// `ASAuthorizationController.RequestOptions`,
    /// https://developer.apple.com/documentation/authenticationservices/asauthorizationcontroller/requestoptions).
    public struct RequestOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Show nothing unless a credential is on the device already.
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1 << 0)
    }
}
