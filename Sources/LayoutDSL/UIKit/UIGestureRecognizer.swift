/// A UIKit gesture recognizer (`UIGestureRecognizer`): its state, whether it is enabled and
/// where its touch is. SwiftUI attaches one to a view through `UIGestureRecognizerRepresentable`;
/// the host's touches drive the taps of a `UITapGestureRecognizer` (see
/// `View.gesture(_:)` of a representable), other recognizers stay `possible`.
open class UIGestureRecognizer {
    /// UIKit's recognizer states (raw values are UIKit's; `recognized` is `ended`).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open var state = State.possible
    open var isEnabled = true
    open var name: String?
    /// Where the last touch was, in the attached view's space.
    var lastLocation = CGPoint.zero

    public init(target: Any?, action: Selector?) {}
    public convenience init() { self.init(target: nil, action: nil) }

    /// The touch's location in the attached view (`nil`) or another view's space; there are no
    /// views' positions here, so the attached view's.
    open func location(in view: UIView?) -> CGPoint { lastLocation }
}

/// A tap recognizer (`UITapGestureRecognizer`): the number of taps and fingers it waits for.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
