/// Told when the message sheet ends (Apple's documentation of
/// `MFMessageComposeViewControllerDelegate`); never called here.
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
