/// What adapts its content to its container's size and traits (UIKit's `UIContentContainer`):
/// the child whose preferred content size changed, in
/// `preferredContentSizeDidChange(forChildContentContainer:)`.
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
}

/// The animation of a size or trait transition (UIKit's `UIViewControllerTransitionCoordinator`),
/// which `viewWillTransition(to:with:)` is given; no transition runs here.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
}
