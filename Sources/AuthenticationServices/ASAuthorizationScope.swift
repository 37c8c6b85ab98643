import Foundation

extension ASAuthorization {
    /// The contact information an app asks for with an Apple ID request (Apple's documentation of
    /// `ASAuthorization.Scope`, https://developer.apple.com/documentation/authenticationservices/asauthorization/scope):
    /// a string-backed extensible enumeration, as Swift imports `ASAuthorizationScope`.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The person's full name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The person's email address.
        public static let email = Scope(rawValue: "email")
    }
}

/// The Objective-C name, which Swift renames to `ASAuthorization.Scope` as it does on Apple platforms.
@available(*, unavailable, renamed: "ASAuthorization.Scope")
public typealias ASAuthorizationScope = ASAuthorization.Scope
