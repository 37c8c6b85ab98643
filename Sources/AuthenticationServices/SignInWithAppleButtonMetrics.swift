import Foundation

/// The measurements of the Sign in with Apple button. Apple publishes the guidelines for buttons
/// that must look like it (Human Interface Guidelines, "Sign in with Apple", "Displaying buttons")
/// and the limits of its web button, but not the system button's drawing, so the drawing follows
/// measurements of what iOS draws: the `ASAuthorizationAppleIDButton` SwiftUI's button hosts, in
/// swift-snapshot-testing references recorded on iOS 15 and again, pixel for pixel the same, on
/// iOS 17 (github.com/mgarciate/ethgas-ios@e8451ed, `ethgas-iosTests/__Snapshots__/`:
/// `ethgas_iosTests/testAppleSignInButton.1.png`, a 130 × 30 pt button at 3x, and
/// `MainViewTests/testMainUnsignedRegularScreen.1.png` and `.2.png`, a 280 × 45 pt button in
/// black and in white):
///
/// - the corners are continuous with a radius of 6.4 pt at both heights (a circular arc fits the
///   anti-aliased edge 14 times worse);
/// - the title is 12 pt at a 30 pt height and 17 pt at 45 pt (from its x-height and from its
///   width, 96.3 and 136.7 pt): a third of the height plus 2 pt;
/// - its baseline is at 63.5 % of the height;
/// - the logo is 23.5 % of the height wide and 28.9 % tall, its foot on the title's baseline,
///   0.39 em of the title before it; logo and title are centred together;
/// - the button is never smaller than 130 × 30 pt (what iOS made of a zero proposal), the least
///   width and height Apple gives its web button ("Incorporating Sign in with Apple into other
///   platforms": 130–375 pt wide, 30–64 pt tall).
///
/// Where nothing proposes a size, it is 140 × 44 pt: the guidelines' "default and recommended
/// height" and their minimum width for custom buttons.
enum SignInWithAppleButtonMetrics {
    /// The button's size when nothing proposes one (its ideal size).
    static let idealWidth: CGFloat = 140
    static let idealHeight: CGFloat = 44
    /// The least size the button takes, whatever it is offered.
    static let minimumWidth: CGFloat = 130
    static let minimumHeight: CGFloat = 30
    static let cornerRadius: CGFloat = 6.4
    /// The title's baseline, as a share of the height from the top.
    static let baselineRatio: CGFloat = 0.635
    /// The logo's box, as shares of the height.
    static let logoWidthRatio: CGFloat = 0.235
    static let logoHeightRatio: CGFloat = 0.289
    /// Between the logo and the title, in ems of the title.
    static let logoSpacing: CGFloat = 0.39
    /// The outline of the `.whiteOutline` style.
    static let outlineWidth: CGFloat = 1

    /// The title's point size for a button of this height.
    static func titleSize(height: CGFloat) -> CGFloat { height / 3 + 2 }
}
