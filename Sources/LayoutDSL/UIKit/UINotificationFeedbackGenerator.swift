/// A generator of the haptics that tell a task succeeded, failed or warned
/// (https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator). Inert,
/// as `UIFeedbackGenerator` explains.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the haptic reports
    /// (https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype).
    public enum FeedbackType: Int, Hashable, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
    /// The haptic at `location` in the attached view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
