/// iOS 17's alert (UIAlertController, `.alert` style) on iPhone.
enum AlertMetrics {
    /// The card is 270 pt wide with 44 pt buttons separated by hairlines (1 pixel): the
    /// constants UIAlertController look-alikes copy from UIKit (dashwallet-ios
    /// DWAlertInternalConstants.h: width 270, action height 44, separator 1/scale).
    static let width: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    /// 13 pt in those constants; iOS 13+ alerts measure 14 pt on screenshots (estimate).
    static let cornerRadius: CGFloat = 14
    /// The title and message block: 19 pt above, 18.5 below, 16 at the sides (SDCAlertView's
    /// default visual style copies UIKit's 19/15/18.5/15; the sides widened to 16 as iOS 13+
    /// measures, estimate), 4 pt between the title and the message (same source).
    static let textPadding = EdgeInsets(top: 19, leading: 16, bottom: 18.5, trailing: 16)
    static let textSpacing: CGFloat = 4
    /// Title: 17 pt semibold (headline); message: 13 pt regular (footnote), both centred.
    static let titleFont = Font.system(size: 17, weight: .semibold)
    static let messageFont = Font.system(size: 13)
    static let buttonFont = Font.system(size: 17)
    /// UIAlertController dims the screen with 20 % black (`_UIAlertControllerDimmingView`;
    /// estimate from screenshots).
    static let dimmingOpacity: Double = 0.2
    /// The card's blurred material read as an opaque colour over a dimmed screen (estimate
    /// from iOS 17 screenshots: #F2F2F2 light, #252525 dark).
    static let background = Color.system("alertBackground", .rgb(242, 242, 242), .rgb(37, 37, 37))
    /// The hairlines between the text and the buttons and between buttons.
    static let separator = Color.separator
}
