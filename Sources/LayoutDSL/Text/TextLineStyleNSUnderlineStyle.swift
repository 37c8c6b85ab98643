extension Text.LineStyle {
    /// The line an `NSUnderlineStyle` asks for, in the text's colour: its dash pattern (a
    /// pattern value SwiftUI has none for is nil); no line (`[]`, no kind in the low byte) is nil
    /// too (https://developer.apple.com/documentation/swiftui/text/linestyle/init(nsunderlinestyle:)).
    /// A thick or double line is drawn single: `Text.LineStyle` has only a pattern and a colour.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard nsUnderlineStyle.rawValue & 0xFF != 0 else { return nil }
        let pattern: Pattern
        switch nsUnderlineStyle.rawValue & 0x0F00 {
        case 0: pattern = .solid
        case NSUnderlineStyle.patternDot.rawValue: pattern = .dot
        case NSUnderlineStyle.patternDash.rawValue: pattern = .dash
        case NSUnderlineStyle.patternDashDot.rawValue: pattern = .dashDot
        case NSUnderlineStyle.patternDashDotDot.rawValue: pattern = .dashDotDot
        default: return nil
        }
        self.init(pattern: pattern)
    }
}
