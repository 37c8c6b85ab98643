import Foundation

extension ASAuthorization {
    /// What an OpenID request asks the provider to do (Apple's documentation of
    /// `ASAuthorization.OpenIDOperation`,
    /// https://developer.apple.com/documentation/authenticationservices/asauthorization/openidoperation).
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let operationImplicit = OpenIDOperation(rawValue: "")
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
}
