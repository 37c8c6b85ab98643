/// The status bar's content colour (UIKit's `UIStatusBarStyle`): `default` follows the
/// interface style, `lightContent` is white for dark backgrounds, `darkContent` black.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
