/// UIKit's scaling of custom fonts and lengths with Dynamic Type (`UIFontMetrics`): a value
/// scales by its text style's size at the current text size over its size at Large, the table
/// `Font.TextStyle.metrics(at:)` holds (Apple's Dynamic Type sizes, docs/dynamic-type.md), so a
/// 17 pt value for `.body` is 23 pt at xxxLarge, as the style's own font. The text size is the
/// trait collection's given, else the current one's (`UITraitCollection.current`).
public final class UIFontMetrics: Sendable {
    let style: Font.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.style }

    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude) }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude, compatibleWith: traitCollection)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(min(font.pointSize * factor(traitCollection), maximumPointSize))
    }

    /// The style's size at the traits' text size over its size at Large.
    private func factor(_ traitCollection: UITraitCollection?) -> CGFloat {
        style.metrics(at: UITraitCollection.textSize(traitCollection)).size / style.metrics.size
    }
}
