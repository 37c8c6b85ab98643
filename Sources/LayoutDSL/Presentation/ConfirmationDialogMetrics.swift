/// iOS 17's action sheet (UIAlertController, `.actionSheet` style) on iPhone; all estimates
/// from iOS 17 screenshots unless cited.
enum ConfirmationDialogMetrics {
    /// 57 pt rows with 20 pt labels (SimpleAlert's UIAlertController.Style metrics list 58 and
    /// 21 for iOS 9–12; iOS 13+ measures 57 and 20).
    static let buttonHeight: CGFloat = 57
    static let buttonFont = Font.system(size: 20)
    /// 8 pt from the screen's sides, between the group and the cancel button, and above the
    /// home-indicator inset (or the screen's bottom without one).
    static let margin: CGFloat = 8
    static let cornerRadius: CGFloat = 14
    /// The header: title 13 pt semibold and message 13 pt, secondary, centred, 14 pt above and
    /// below, 16 pt at the sides, 4 pt apart.
    static let headerPadding = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    static let titleFont = Font.system(size: 13, weight: .semibold)
    static let messageFont = Font.system(size: 13)
}
