/// Content made vivid over a blur, for labels and fills on a `UIVisualEffectView`
/// (https://developer.apple.com/documentation/uikit/uivibrancyeffect). It keeps its blur and
/// style; effect views are drawn as a placeholder here (`UIVisualEffect`).
open class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle

    /// Vibrancy for the blur's labels.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
