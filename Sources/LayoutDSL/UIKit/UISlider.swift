/// UIKit's slider as a control (https://developer.apple.com/documentation/uikit/uislider): its
/// value kept within its bounds, for code that configures one; wrapped in a representable it
/// draws the labelled placeholder. SwiftUI's `Slider` draws the iOS slider.
open class UISlider: UIControl {
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
}
