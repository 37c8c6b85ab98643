import Foundation

/// The measurements of the Sign in with Apple button, from Apple's Human Interface Guidelines
/// (https://developer.apple.com/design/human-interface-guidelines/sign-in-with-apple, "Displaying
/// buttons"). The system button's drawing is not published, so these are the numbers the guidelines
/// give for buttons that must look like it:
///
/// - 44 pt is "the default and recommended height" (the PNG logo artwork is made for 44 pt buttons);
/// - the minimum size is 140 × 30 pt, with a margin around the button of at least 1/10 of its height
///   ("Button size and corner radius");
/// - the title is in the system font, at 43% of the button's height (a button's height is 233% of the
///   title's size), vertically centred, with the logo beside it at the button's full height and at
///   least 8% of the width between the title and the trailing edge ("Creating a custom Sign in with
///   Apple button").
///
/// The corner radius is the one number Apple gives no default for (`ASAuthorizationAppleIDButton`'s
/// `cornerRadius`, https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidbutton/cornerradius,
/// only says it can be set); 6 pt is an estimate from screenshots of the iOS button.
enum SignInWithAppleButtonMetrics {
    /// The button's height when nothing proposes one (its ideal height).
    static let defaultHeight: CGFloat = 44
    /// The button's width when nothing proposes one: the guidelines' minimum width.
    static let minimumWidth: CGFloat = 140
    static let minimumHeight: CGFloat = 30
    /// The title's size as a share of the button's height.
    static let titleSizeRatio: CGFloat = 0.43
    /// Estimated: Apple documents no default corner radius (see above).
    static let cornerRadius: CGFloat = 6
    /// The outline of the `.whiteOutline` style.
    static let outlineWidth: CGFloat = 1

    /// The title's point size for a button of this height.
    static func titleSize(height: CGFloat) -> CGFloat { (height * titleSizeRatio).rounded() }
}
