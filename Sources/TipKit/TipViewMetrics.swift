import LayoutDSL

/// The measures of iOS 17's inline tip, read off Apple's TipKit screenshots (WWDC23, "Make
/// features discoverable with TipKit"; Apple's documentation of `TipView`). All are estimates, not
/// published numbers: Apple's HIG gives none for tips.
enum TipViewMetrics {
    /// Inside the card, on every side (estimate).
    static let padding: CGFloat = 16
    /// Between the image, the text and the close button (estimate).
    static let spacing: CGFloat = 12
    /// Between the title and the message (estimate).
    static let textSpacing: CGFloat = 4
    /// The card's corner radius (estimate; iOS 17's tips look as rounded as an inset grouped list's cells).
    static let cornerRadius: CGFloat = 13
    /// The image's font: a symbol at title 2 weight (estimate).
    static let imageFont = Font.title2
    /// The close button's symbol size (estimate).
    static let closeFont = Font.system(size: 13, weight: .semibold)
    /// The width a popover tip is laid out at, an iPhone's width less the popover's margins (estimate).
    static let popoverWidth: CGFloat = 340
}
