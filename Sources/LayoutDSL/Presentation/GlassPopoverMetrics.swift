/// A popover kept as a popover in the Liquid Glass design (iOS 26 and 27), and a confirmation
/// dialog, which iOS 26 presents as a popover from the view that carries it on every idiom.
/// Read from UIKit's own view tree on iPhone 17 Pro and iPad Air simulators with iOS 26.5,
/// rechecked on 27.0 (anvu69/liquid_shell@3aa1c09 docs/qa/p3a/metrics.md), the lengths checked
/// against a UIKit action sheet iOS 26 drew (MohamedRejeb/Calf@2bed1ce, its documentation image
/// of a "liquid glass action sheet"); each value and its source in
/// docs/reference/ios26-design.md, "Confirmation dialogs and popovers". The arrow, the margins
/// and the placement stay UIKit's (`PopoverMetrics`, `PopoverPlacement`): iOS 26's iPad popover
/// keeps the 13 pt arrow.
enum GlassPopoverMetrics {
    /// The body's corners: ≈ 32 pt (the popover's shape layer reports none; its arc spans about
    /// 65 px in the probe's 2x screenshot): an estimate.
    static let cornerRadius: CGFloat = 32
    /// The glass, its rim and its shadow read as a menu's platter (`GlassMenuMetrics`): an
    /// inference, as both are UIKit's glass over an undimmed screen; no popover's colour was measured.
    static let background = GlassMenuMetrics.background
    static let rim = GlassMenuMetrics.rim

    /// A confirmation dialog's popover is 240 pt wide on an iPhone (288 on an iPad); it draws no
    /// Cancel button (a tap outside dismisses) and does not dim the screen.
    static let dialogWidth: CGFloat = 240
    /// Its buttons are the alert's capsules (48 pt, `GlassAlertMetrics`) stacked 8 pt apart (the
    /// probe; 8 and 8.4 pt measured in Calf's sheet), 16 pt from the card's sides and bottom, and
    /// from its top when there is no title or message.
    static let dialogButtonSpacing: CGFloat = 8
    /// The capsules' fill: `tertiarySystemFill` (the probe), which over the alert's glass gives
    /// within two levels of the alert's measured (224, 224, 226).
    static let dialogButtonFill = Color(.tertiarySystemFill)
}
