import Foundation

extension NSAttributedString.Key {
    /// A link's URL or string (Apple's documentation of `NSAttributedString.Key.link`, "NSLink").
    public static let link = NSAttributedString.Key("NSLink")
}

extension RunLoop.Mode {
    /// The mode UIKit runs the loop in while a scroll view tracks a touch ("UITrackingRunLoopMode");
    /// timers scheduled in `.common` also fire in it.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
