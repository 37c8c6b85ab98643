/// A popover kept as a popover on an iPhone, as UIKit draws it (iOS 18.2 UIKitCore as
/// decompiled in EthanArbuckle/iPhone17-1_18.2_22C152_Restore; the same in iOS 18.0):
/// - the arrow is 13 points high on a 26-point base whose sides curve out 5.5 points further
///   along the body's edge, its tip rounded over 4 points (`_UIPopoverShapeLayerChromeView`,
///   `_UIPopoverShapePathProviderIOS`); its tip touches the source's edge;
/// - the body has 13-point corners and no inset around the content, which is laid out clear of
///   the arrow; the popover is the content's size plus the arrow (`_UIPopoverLayoutInfo`);
/// - it stays inside the safe area less 30 points at the top, 19 at the sides and 10 at the
///   bottom (`_defaultPopoverLayoutMarginsForPopoverControllerStyle:`);
/// - the arrow stays 28 points (13 + 15) from the body's corners.
/// The background is UIKit's popover material (CoreMaterial style 1200, whose recipe is not in
/// the code): drawn with the menu's material, as is its soft shadow (an image asset in UIKit).
/// The screen behind is not dimmed.
enum PopoverMetrics {
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    /// How far each side's curve reaches beyond the base's corner, along the body's edge.
    static let arrowFlare: CGFloat = 5.5
    static let cornerRadius: CGFloat = 13
    /// The nearest the arrow's base comes to a corner of the body: the corner and 15.
    static let arrowCornerClearance: CGFloat = 15
    static let margins = EdgeInsets(top: 30, leading: 19, bottom: 10, trailing: 19)
}
