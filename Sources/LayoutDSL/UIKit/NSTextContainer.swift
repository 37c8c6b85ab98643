/// TextKit's region text is laid out in (https://developer.apple.com/documentation/uikit/nstextcontainer),
/// as apps tune a text view's (`textView.textContainer.lineFragmentPadding = 0`). A text view is
/// drawn as a placeholder here, so the container keeps what is set, with TextKit's defaults: 5 pt
/// of line fragment padding, no line limit, word wrapping.
open class NSTextContainer {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    open var exclusionPaths: [UIBezierPath] = []

    public init(size: CGSize) { self.size = size }
    public convenience init() { self.init(size: .zero) }
}
