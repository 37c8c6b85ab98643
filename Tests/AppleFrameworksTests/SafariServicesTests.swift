import Foundation
import LayoutDSL
@testable import SafariServices
import Testing

/// The Safari view controller keeps what it is given; nothing loads.
struct SafariServicesTests {
    @Test func controllerKeepsItsURLAndAppearance() {
        let url = URL(string: "https://www.apple.com")!
        let controller = SFSafariViewController(url: url)
        #expect(controller.url == url && controller.dismissButtonStyle == .done)
        #expect(controller.preferredBarTintColor == nil && controller.preferredControlTintColor == nil)
        #expect(!controller.configuration.entersReaderIfAvailable && controller.configuration.barCollapsingEnabled)
        controller.dismissButtonStyle = .close
        controller.preferredControlTintColor = .red
        #expect(controller.dismissButtonStyle == .close && controller.preferredControlTintColor != nil)
    }

    @Test func configurationIsCopied() {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let controller = SFSafariViewController(url: URL(string: "https://www.apple.com")!, configuration: configuration)
        configuration.barCollapsingEnabled = false
        #expect(controller.configuration.entersReaderIfAvailable && controller.configuration.barCollapsingEnabled)
        #expect(controller.configuration !== configuration)
    }

    @Test func delegateIsWeakAndUncalled() {
        final class Delegate: NSObject, SFSafariViewControllerDelegate {
            var finished = 0
            func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finished += 1 }
        }
        let controller = SFSafariViewController(url: URL(string: "https://www.apple.com")!)
        var delegate: Delegate? = Delegate()
        controller.delegate = delegate
        #expect(controller.delegate != nil && delegate?.finished == 0)
        delegate = nil
        #expect(controller.delegate == nil)
    }
}
