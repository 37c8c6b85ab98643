/// A paragraph's layout in attributed text, as UIKit's `NSParagraphStyle`
/// (https://developer.apple.com/documentation/uikit/nsparagraphstyle): apps build one
/// (usually an `NSMutableParagraphStyle`) to centre or space the text they hand to
/// `NSAttributedString.Key.paragraphStyle`. Nothing lays out UIKit text here; it keeps its values.
open class NSParagraphStyle {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping

    public init() {}

    /// The style of text that sets none.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}
