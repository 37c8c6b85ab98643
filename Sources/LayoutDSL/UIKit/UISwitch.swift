/// UIKit's switch as a control (https://developer.apple.com/documentation/uikit/uiswitch): its
/// value and colours, for code that configures one; a representable that wraps it draws the
/// labelled placeholder, as every UIKit view. SwiftUI's `Toggle` draws the iOS switch.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var title: String?
    open var preferredStyle: Style = .automatic
    open var style: Style { .switch }
    /// UISwitch's intrinsic size on iOS 13 to 18: 51 × 31 points, whatever its frame.
    override open var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    public enum Style: Int, Sendable { case automatic = 0, checkbox, `switch` }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
