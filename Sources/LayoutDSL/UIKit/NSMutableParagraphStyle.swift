/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`
/// (https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle); see `NSParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
}
