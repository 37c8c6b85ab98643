import Foundation

/// UIKit's one-line editable text (https://developer.apple.com/documentation/uikit/uitextfield),
/// as representables make one for input SwiftUI's `TextField` cannot configure. It is drawn as a
/// placeholder here (`UIViewRepresentable`) and there is no keyboard or window, so it never
/// becomes first responder, is never edited, and does not call its delegate; it keeps what is
/// set, with UIKit's defaults.
open class UITextField: UIControl {
    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open weak var delegate: (any UITextFieldDelegate)?
    open var isEditing: Bool { false }

    // UITextInputTraits'.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!

    /// A fresh field: see `UIView.appearance()`.
    open override class func appearance() -> UITextField { UITextField() }

    /// The field's border (https://developer.apple.com/documentation/uikit/uitextfield/borderstyle).
    public enum BorderStyle: Int, Hashable, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, the left and right views) shows
    /// (https://developer.apple.com/documentation/uikit/uitextfield/viewmode).
    public enum ViewMode: Int, Hashable, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended, as `textFieldDidEndEditing(_:reason:)` is told.
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        case committed = 0, cancelled
    }
}
