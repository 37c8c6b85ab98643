/// How the status bar animates when shown or hidden (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
