import Foundation

extension SignInWithAppleButton {
    /// The title the button shows (Apple's documentation of `SignInWithAppleButton.Label`,
    /// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton/label):
    /// one of the three the Human Interface Guidelines allow, in English, as a device set to English
    /// shows them (the system translates them; these frames are drawn in English).
    public struct Label: Sendable {
        let title: String

        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }
}
