import Foundation
import LayoutDSL

/// SwiftUI's way to run a web authentication session from a view (Apple's documentation of
/// `WebAuthenticationSession`, iOS 16.4,
/// https://developer.apple.com/documentation/authenticationservices/webauthenticationsession), read
/// from the environment as `@Environment(\.webAuthenticationSession)`.
///
/// There is no browser here, so `authenticate` waits as for a sheet nobody answers: it returns only
/// when its task is cancelled, by throwing `CancellationError` (returning a URL would claim somebody
/// signed in).
public struct WebAuthenticationSession {
    /// Which browser session the sheet prefers (Apple's `WebAuthenticationSession.BrowserSession`).
    public struct BrowserSession: Hashable, Sendable {
        let ephemeral: Bool
        /// A session that keeps no cookies or data.
        public static let ephemeral = BrowserSession(ephemeral: true)
        /// The browser's shared session.
        public static let shared = BrowserSession(ephemeral: false)
    }

    init() {}

    public func authenticate(using url: URL, callbackURLScheme: String,
                             preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        try await unanswered()
    }

    /// iOS 17.4.
    public func authenticate(using url: URL, callback: ASWebAuthenticationSession.Callback,
                             preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        try await unanswered()
    }

    private func unanswered() async throws -> URL {
        let nobodyAnswers = AsyncStream<Never> { _ in }
        for await _ in nobodyAnswers {}
        throw CancellationError()
    }
}

extension EnvironmentValues {
    /// The web authentication session views run sign-ins with (iOS 16.4).
    public var webAuthenticationSession: WebAuthenticationSession { WebAuthenticationSession() }
}
