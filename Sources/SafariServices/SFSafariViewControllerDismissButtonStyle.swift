import Foundation

extension SFSafariViewController {
    /// The title of the button that closes the browser (Apple's documentation of
    /// `SFSafariViewController.DismissButtonStyle`,
    /// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/dismissbuttonstyle),
    /// with Apple's raw values.
    public enum DismissButtonStyle: Int, Sendable {
        case done = 0
        case close = 1
        case cancel = 2
    }
}
