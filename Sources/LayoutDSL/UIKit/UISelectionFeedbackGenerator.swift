/// A generator of the tick felt as a selection changes, as a picker's wheel turns
/// (https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator). Inert, as
/// `UIFeedbackGenerator` explains.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
    /// The tick at `location` in the attached view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {}
}
