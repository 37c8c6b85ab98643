import Foundation

/// The attribute keys UIKit adds to `NSAttributedString.Key`, which Foundation on Linux leaves
/// out: apps use them in dictionaries of text attributes (`titleTextAttributes`,
/// `setTitleTextAttributes(_:for:)`) (https://developer.apple.com/documentation/foundation/nsattributedstring/key).
/// Raw values are iOS's. Nothing draws attributed UIKit text here, so the dictionaries are kept,
/// not applied.
extension NSAttributedString.Key {
    /// The text's `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The text's `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `URL` or `String` the text links to.
    public static let link = NSAttributedString.Key("NSLink")
    /// An underline style's raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A strikethrough style's raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}
