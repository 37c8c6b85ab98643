/// UIKit's stepper as a control (https://developer.apple.com/documentation/uikit/uistepper): its
/// value kept within its bounds (wrapping when `wraps`); wrapped in a representable it draws the
/// labelled placeholder. SwiftUI's `Stepper` draws the iOS stepper.
open class UIStepper: UIControl {
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    open var stepValue: Double = 1
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false
    /// UIStepper's intrinsic size on iOS 13 to 18: 94 × 32 points.
    override open var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
}
