import Foundation

/// UIKit's scrolling, multi-line editable text (https://developer.apple.com/documentation/uikit/uitextview),
/// as representables make one for rich or editable text. It is drawn as a placeholder here
/// (`UIViewRepresentable`) and there is no keyboard or window, so it is never edited and does
/// not call its delegate (set through `UIScrollView.delegate`; `UITextViewDelegate` refines its
/// protocol); it keeps what is set, with UIKit's defaults.
open class UITextView: UIScrollView {
    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    /// UIKit's inset of the text from the view's edges: 8 points above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Where the text is laid out: its line fragment padding and line limits (`NSTextContainer`).
    public let textContainer = NSTextContainer(size: .zero)
    open var allowsEditingTextAttributes = false
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    // UITextInputTraits'.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// A fresh text view: see `UIView.appearance()`.
    open override class func appearance() -> UITextView { UITextView() }
}
