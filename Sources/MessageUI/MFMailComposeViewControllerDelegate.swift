/// Told when the mail sheet ends (Apple's documentation of `MFMailComposeViewControllerDelegate`,
/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate);
/// never called here, where no mail is composed.
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                               error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                      error: (any Error)?) {}
}
