import LayoutDSL

/// The Messages sheet (Apple's documentation of `MFMessageComposeViewController`,
/// https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller).
/// As on the iOS Simulator, nothing can be sent: `canSendText()` and its kin are false.
open class MFMessageComposeViewController: UIViewController {
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?

    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }

    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
}
