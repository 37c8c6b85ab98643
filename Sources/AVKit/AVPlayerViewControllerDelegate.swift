import Foundation

/// Told about an `AVPlayerViewController`'s Picture in Picture (Apple's documentation of
/// `AVPlayerViewControllerDelegate`,
/// https://developer.apple.com/documentation/avkit/avplayerviewcontrollerdelegate). The methods are
/// optional on Apple platforms, so they have defaults here (Linux has no Objective-C runtime); the
/// full-screen callbacks, which take UIKit's transition coordinators, are left out. Nothing here
/// calls any of them.
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              failedToStartPictureInPictureWithError error: any Error)
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     failedToStartPictureInPictureWithError error: any Error) {}
    /// True, AVKit's behaviour when the delegate does not say.
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
        _ playerViewController: AVPlayerViewController) -> Bool { true }
    public func playerViewController(
        _ playerViewController: AVPlayerViewController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }
}
