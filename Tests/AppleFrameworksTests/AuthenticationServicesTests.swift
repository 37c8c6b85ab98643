@testable import AuthenticationServices
import Foundation
import LayoutDSL
import Testing

/// Sign in with Apple draws the system button and signs nobody in; the other types keep what they
/// are given and answer as for an unknown person.
struct AuthenticationServicesTests {
    private func tree(_ view: some View, width: CGFloat = 320, height: CGFloat = 200) throws -> ResolvedTree {
        try ViewHost(view, canvasSize: CGSize(width: width, height: height)).update()
    }

    private func texts(_ tree: ResolvedTree) -> [String] { tree.allNodes.compactMap(\.text) }

    @Test func buttonShowsEachLabelsTitle() throws {
        let labels: [(SignInWithAppleButton.Label, String)] = [
            (.signIn, "Sign in with Apple"), (.continue, "Continue with Apple"), (.signUp, "Sign up with Apple"),
        ]
        for (label, title) in labels {
            let button = SignInWithAppleButton(label, onRequest: { _ in }, onCompletion: { _ in }).frame(height: 44)
            #expect(texts(try tree(button)).contains(title))
        }
        let defaultButton = SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).frame(height: 44)
        #expect(texts(try tree(defaultButton)).contains("Sign in with Apple"))
    }

    @Test func buttonFillsTheWidthOfferedAndTakesAFramesHeight() throws {
        let button = SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in })
            .frame(height: 50)
            .accessibilityIdentifier("button")
        let node = try #require(try tree(button).node(id: "button"))
        #expect(node.size == CGSize(width: 320, height: 50))
    }

    @Test func buttonIsFortyFourPointsTallWhereNothingIsOffered() throws {
        let button = SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in })
            .fixedSize()
            .accessibilityIdentifier("button")
        let node = try #require(try tree(button).node(id: "button"))
        #expect(node.size == CGSize(width: 140, height: 44))
    }

    /// The button as iOS draws it at 280 × 45 pt (SignInWithAppleButtonMetrics' measurements):
    /// the title's baseline 28.6 pt down, the logo 10.6 × 13 pt standing on it.
    @Test func titleAndLogoAreSizedAndPlacedByTheHeight() throws {
        let button = SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).frame(width: 280, height: 45)
        let tree = try tree(button, width: 280, height: 45)
        let title = try #require(tree.allNodes.first { $0.text == "Sign in with Apple" })
        let logo = try #require(tree.allNodes.first { $0.type == "applelogo" })
        // Fitted into its 10.6 × 13 box: as wide or as tall as the box.
        #expect(abs(logo.frame.width - 45 * 0.235) < 0.01 || abs(logo.frame.height - 45 * 0.289) < 0.01)
        #expect(abs(logo.frame.maxY - 45 * 0.635) < 0.01)
        // Logo and title are centred together: as much room before the logo as after the title.
        #expect(abs(logo.frame.minX - (280 - title.frame.maxX)) < 0.01)
    }

    /// Offered less, the button keeps iOS's least size, 130 × 30 pt.
    @Test func buttonIsNeverSmallerThanTheLeastSize() throws {
        let node = try #require(try tree(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).accessibilityIdentifier("button"),
                                         width: 100, height: 20).node(id: "button"))
        #expect(node.size == CGSize(width: 130, height: 30))
        #expect(SignInWithAppleButtonMetrics.titleSize(height: 30) == 12 && SignInWithAppleButtonMetrics.titleSize(height: 45) == 17)
    }

    @Test func stylesColourTheButton() {
        #expect(SignInWithAppleButton.Style.black.fill == .black && SignInWithAppleButton.Style.black.foreground == .white)
        #expect(SignInWithAppleButton.Style.white.fill == .white && SignInWithAppleButton.Style.white.foreground == .black)
        #expect(!SignInWithAppleButton.Style.white.isOutlined && SignInWithAppleButton.Style.whiteOutline.isOutlined)
        #expect(EnvironmentValues().signInWithAppleButtonStyle.fill == .black)
        var environment = EnvironmentValues()
        environment.signInWithAppleButtonStyle = .whiteOutline
        #expect(environment.signInWithAppleButtonStyle.isOutlined)
    }

    @Test func styledButtonStillDrawsItsTitle() throws {
        let button = SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
            .signInWithAppleButtonStyle(.whiteOutline)
            .frame(height: 44)
        #expect(texts(try tree(button)).contains("Continue with Apple"))
    }

    @Test func requestsKeepTheirScopes() {
        let provider = ASAuthorizationAppleIDProvider()
        let request = provider.createRequest()
        #expect(request.requestedScopes == nil && request.user == nil && request.requestedOperation == .operationImplicit)
        request.requestedScopes = [.fullName, .email]
        request.nonce = "n"
        #expect(request.requestedScopes == [.fullName, .email] && request.nonce == "n")
        #expect(request.provider === provider)
        #expect(ASAuthorization.Scope.email.rawValue == "email" && ASAuthorization.Scope.fullName.rawValue == "full_name")
    }

    @Test func credentialStateIsNotFound() async throws {
        let provider = ASAuthorizationAppleIDProvider()
        var answered: ASAuthorizationAppleIDProvider.CredentialState?
        provider.getCredentialState(forUserID: "001234.abc") { state, error in
            #expect(error == nil)
            answered = state
        }
        #expect(answered == .notFound)
        #expect(try await provider.credentialState(forUserID: "001234.abc") == .notFound)
        #expect(ASAuthorizationAppleIDProvider.CredentialState.notFound.rawValue == 2)
    }

    @Test func controllerPerformsNothing() {
        final class Delegate: NSObject, ASAuthorizationControllerDelegate {
            var calls = 0
            func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) { calls += 1 }
        }
        let request = ASAuthorizationAppleIDProvider().createRequest()
        let controller = ASAuthorizationController(authorizationRequests: [request])
        let delegate = Delegate()
        controller.delegate = delegate
        controller.performRequests()
        controller.cancel()
        #expect(delegate.calls == 0)
        #expect(controller.authorizationRequests.count == 1 && controller.authorizationRequests[0] === request)
    }

    @Test func credentialKeepsWhatTheSystemGives() {
        var name = PersonNameComponents()
        name.givenName = "Ada"
        let credential = ASAuthorizationAppleIDCredential(user: "001234.abc", authorizedScopes: [.email],
                                                          identityToken: Data("token".utf8), email: "ada@example.com",
                                                          fullName: name)
        #expect(credential.user == "001234.abc" && credential.email == "ada@example.com")
        #expect(credential.fullName?.givenName == "Ada" && credential.authorizationCode == nil)
        let authorization = ASAuthorization(provider: ASAuthorizationAppleIDProvider(), credential: credential)
        #expect((authorization.credential as? ASAuthorizationAppleIDCredential)?.user == "001234.abc")
    }

    @Test func errorsHaveApplesDomainAndCodes() {
        let error = ASAuthorizationError(.canceled)
        #expect(error.code == .canceled && error.errorCode == 1001)
        #expect((error as NSError).domain == ASAuthorizationErrorDomain)
        #expect(ASAuthorizationError.Code.unknown.rawValue == 1000 && ASAuthorizationError.Code.notInteractive.rawValue == 1005)
        do {
            throw ASAuthorizationError(.notHandled)
        } catch ASAuthorizationError.notHandled {
        } catch {
            Issue.record("expected notHandled, got \(error)")
        }
    }

    @Test func webSessionNeverStarts() {
        var completions = 0
        let session = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!,
                                                 callbackURLScheme: "myapp") { _, _ in completions += 1 }
        #expect(!session.prefersEphemeralWebBrowserSession)
        session.prefersEphemeralWebBrowserSession = true
        #expect(session.prefersEphemeralWebBrowserSession)
        #expect(!session.canStart)
        #expect(!session.start())
        session.cancel()
        #expect(completions == 0)
        #expect(ASWebAuthenticationSessionError(.canceledLogin).errorCode == 1)
    }

    @Test func callbacksMatchTheirURLs() {
        let scheme = ASWebAuthenticationSession.Callback.customScheme("myapp")
        #expect(scheme.matchesURL(URL(string: "MyApp://done?code=1")!))
        #expect(!scheme.matchesURL(URL(string: "other://done")!))
        let https = ASWebAuthenticationSession.Callback.https(host: "example.com", path: "/auth")
        #expect(https.matchesURL(URL(string: "https://example.com/auth?code=1")!))
        #expect(!https.matchesURL(URL(string: "https://example.com/other")!))
    }

    @Test func environmentSessionWaitsUntilCancelled() async {
        let session = EnvironmentValues().webAuthenticationSession
        let task = Task { try await session.authenticate(using: URL(string: "https://example.com")!, callbackURLScheme: "myapp") }
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    /// Passkeys and saved passwords as an app's account store asks for them: the requests keep
    /// what they are made with, and SwiftUI's controller answers as when the person dismisses the
    /// sheet, which apps already handle.
    @Test func passkeyRequestsKeepTheirValuesAndTheControllerEndsThemAsCancelled() async throws {
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
        let assertion = provider.createCredentialAssertionRequest(challenge: Data([1, 2, 3]))
        #expect(assertion.relyingPartyIdentifier == "example.com" && assertion.challenge == Data([1, 2, 3]))
        #expect(assertion.provider === provider)
        let registration = provider.createCredentialRegistrationRequest(challenge: Data([4]), name: "ana", userID: Data("ana".utf8))
        #expect(registration.name == "ana" && registration.userID == Data("ana".utf8))
        #expect(registration.relyingPartyIdentifier == "example.com")
        let password = ASAuthorizationPasswordProvider().createRequest()
        let controller = EnvironmentValues().authorizationController
        do {
            _ = try await controller.performRequests([assertion, password], options: .preferImmediatelyAvailableCredentials)
            Issue.record("a request nobody answers must not succeed")
        } catch let error as ASAuthorizationError {
            #expect(error.code == .canceled)
        }
        let result = ASAuthorizationResult.password(ASPasswordCredential(user: "ana", password: "secret"))
        guard case .password(let credential) = result else { Issue.record("not a password result"); return }
        #expect(credential.user == "ana" && credential.password == "secret")
    }
}
