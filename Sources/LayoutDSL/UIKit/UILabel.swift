import Foundation

/// UIKit's read-only text view (https://developer.apple.com/documentation/uikit/uilabel), as
/// representables make one to wrap text SwiftUI cannot (attributed, auto-shrinking). It is
/// drawn as a placeholder here (`UIViewRepresentable`); it keeps what is set, with UIKit's
/// defaults (17-point system font, label colour, one line).
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true

    /// A fresh label: see `UIView.appearance()`.
    open override class func appearance() -> UILabel { UILabel() }
}
