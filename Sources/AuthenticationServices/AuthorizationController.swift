import Foundation
import LayoutDSL

/// SwiftUI's way to perform authorization requests from a view (iOS 16.4; Apple's documentation
/// of `AuthorizationController`, https://developer.apple.com/documentation/authenticationservices/authorizationcontroller),
/// read from the environment: `@Environment(\.authorizationController)`.
///
/// No person answers a sign-in sheet in a preview: a request ends as when the person dismisses
/// the sheet, by throwing `ASAuthorizationError.canceled`, the error apps already handle quietly.
@MainActor
public struct AuthorizationController: Sendable {
    nonisolated public init() {}

    public func performRequests(_ requests: [ASAuthorizationRequest],
                                options: ASAuthorizationController.RequestOptions = []) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    public func performRequest(_ request: ASAuthorizationRequest,
                               options: ASAuthorizationController.RequestOptions = []) async throws -> ASAuthorizationResult {
        try await performRequests([request], options: options)
    }

    /// Would offer the requests' credentials in the QuickType bar; the bar is never answered.
    public func performAutoFillAssistedRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
}

extension EnvironmentValues {
    /// The controller a view's sign-in actions use.
    public var authorizationController: AuthorizationController {
        get { self[AuthorizationControllerKey.self] }
        set { self[AuthorizationControllerKey.self] = newValue }
    }
}

private struct AuthorizationControllerKey: EnvironmentKey {
    static let defaultValue = AuthorizationController()
}
