import Foundation
import LayoutDSL
@testable import MessageUI
import Testing

/// The mail and message sheets of the iOS Simulator: nothing can be sent; what the app fills in is kept.
struct MessageUITests {
    final class Delegate: NSObject, MFMailComposeViewControllerDelegate {}

    @Test func nothingCanBeSent() {
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        let delegate = Delegate()
        mail.mailComposeDelegate = delegate
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Feedback")
        mail.setMessageBody("<b>Hi</b>", isHTML: true)
        mail.addAttachmentData(Data([1, 2]), mimeType: "image/png", fileName: "shot.png")
        #expect(mail.toRecipients == ["support@example.com"] && mail.subject == "Feedback" && mail.isHTML)
        #expect(mail.attachments.map(\.fileName) == ["shot.png"] && mail.mailComposeDelegate === delegate)
        let message = MFMessageComposeViewController()
        message.recipients = ["5550100"]
        #expect(!message.addAttachmentData(Data(), typeIdentifier: "public.png", filename: "a.png"))
        #expect(MFMailComposeResult.sent.rawValue == 2 && MessageComposeResult.failed.rawValue == 2)
    }
}
