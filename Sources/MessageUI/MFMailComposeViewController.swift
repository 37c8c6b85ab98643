import LayoutDSL

/// The mail sheet (Apple's documentation of `MFMailComposeViewController`,
/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller).
///
/// As on the iOS Simulator, which has no Mail account: `canSendMail()` is false. The controller
/// keeps what the app fills in; wrapped in a `UIViewControllerRepresentable` it draws LayoutDSL's
/// placeholder, as every UIKit view controller, and its delegate is never called.
open class MFMailComposeViewController: UIViewController {
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    private(set) var toRecipients: [String] = []
    private(set) var ccRecipients: [String] = []
    private(set) var bccRecipients: [String] = []
    private(set) var subject = ""
    private(set) var body = ""
    private(set) var isHTML = false
    /// The attachments' file names and MIME types.
    private(set) var attachments: [(fileName: String, mimeType: String, data: Data)] = []

    /// False: no mail account here.
    open class func canSendMail() -> Bool { false }

    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    open func setSubject(_ subject: String) { self.subject = subject }

    open func setMessageBody(_ body: String, isHTML: Bool) {
        self.body = body
        self.isHTML = isHTML
    }

    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append((filename, mimeType, attachment))
    }

    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}
