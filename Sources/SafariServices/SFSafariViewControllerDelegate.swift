import Foundation

/// Told what a Safari view controller does (Apple's documentation of
/// `SFSafariViewControllerDelegate`,
/// https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate).
///
/// The methods are optional on Apple platforms, so they have empty defaults here (Linux has no
/// Objective-C runtime); the activity-items method, which returns UIKit's `UIActivity`, is left out.
/// Nothing here calls any of them.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
