/// A UIKit animation's timing curve (`UIView.AnimationCurve`, raw values as the SDK's): what a
/// keyboard notification's `keyboardAnimationCurveUserInfoKey` carries.
extension UIView {
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }
}
