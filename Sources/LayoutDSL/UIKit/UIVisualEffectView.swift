/// A view that shows a blur or vibrancy effect behind its content
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview), as representables wrap
/// one for a blur SwiftUI's `Material` also draws. It is drawn as a placeholder here
/// (`UIViewRepresentable`); it keeps its effect and content view.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    /// The view content is added to.
    public let contentView = UIView()

    public convenience init(effect: UIVisualEffect?) {
        self.init(frame: .zero)
        self.effect = effect
    }

    /// A fresh effect view: see `UIView.appearance()`.
    open override class func appearance() -> UIVisualEffectView { UIVisualEffectView() }
}
