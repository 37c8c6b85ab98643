/// A storyboard (https://developer.apple.com/documentation/uikit/uistoryboard). Interface
/// Builder's files are not compiled here, so a storyboard has no scenes: loading one answers
/// as a storyboard without that scene does (`instantiateInitialViewController()` is nil) and
/// warns once per name, and a controller asked for by identifier is a plain controller, so the
/// code around it runs. A preview of a SwiftUI view never needs one.
open class UIStoryboard {
    public let name: String
    public let bundle: Bundle?

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        CurrentHost.warn("storyboard '\(name)' is not loaded: Interface Builder files are not compiled on Linux")
    }

    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        UIViewController(nibName: nil, bundle: nil)
    }
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let controller = creator?(NSCoder()) else {
            fatalError("storyboard '\(name)' has no scene '\(identifier)' here: Interface Builder files are not compiled on Linux")
        }
        return controller
    }
}
