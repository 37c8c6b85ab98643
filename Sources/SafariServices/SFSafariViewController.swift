import Foundation
import LayoutDSL

/// Safari's in-app browser (Apple's documentation of `SFSafariViewController`,
/// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller).
///
/// It keeps its URL, configuration, delegate and appearance; there is no browser or UIKit here to
/// show it (a `UIViewControllerRepresentable` wrapping it draws LayoutDSL's placeholder), so nothing
/// loads and the delegate is never called.
open class SFSafariViewController: UIViewController {
    /// The URL the browser opens with.
    let url: URL
    /// A copy of the configuration the controller was made with.
    open private(set) var configuration: SFSafariViewController.Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The colour of the navigation and tool bars; nil, the system's, unless set.
    open var preferredBarTintColor: UIColor?
    /// The colour of the bars' controls; nil, the system's, unless set.
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: SFSafariViewController.DismissButtonStyle = .done

    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    public init(url URL: URL, configuration: SFSafariViewController.Configuration) {
        url = URL
        self.configuration = configuration.copy() as! SFSafariViewController.Configuration
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: SFSafariViewController.Configuration())
    }

    @available(*, deprecated, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Would warm up connections to `URLs` (iOS 15); returns a token that does nothing.
    open class func prewarmConnections(to URLs: [URL]) -> SFSafariViewController.PrewarmingToken {
        PrewarmingToken()
    }
}
