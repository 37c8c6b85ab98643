import Foundation
import LayoutDSL

extension SignInWithAppleButton {
    /// The button's colours (Apple's documentation of `SignInWithAppleButton.Style`,
    /// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton/style):
    /// black with a white logo and title, white with black ones, or white with black ones and a thin
    /// black outline, for light backgrounds where a white button would not stand out (Human Interface
    /// Guidelines, "Sign in with Apple", button appearance).
    public struct Style: Sendable {
        let fill: Color
        let foreground: Color
        let isOutlined: Bool

        public static let black = Style(fill: .black, foreground: .white, isOutlined: false)
        public static let white = Style(fill: .white, foreground: .black, isOutlined: false)
        public static let whiteOutline = Style(fill: .white, foreground: .black, isOutlined: true)
    }
}

/// Where `signInWithAppleButtonStyle(_:)` leaves the style for the buttons below it.
struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the Sign in with Apple buttons in this view (Apple's documentation of
    /// `signInWithAppleButtonStyle(_:)`,
    /// https://developer.apple.com/documentation/swiftui/view/signinwithapplebuttonstyle(_:)).
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
