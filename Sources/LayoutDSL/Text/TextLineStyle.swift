extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`: a pattern and
    /// a colour (nil: the text's own colour).
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot

            /// Dash lengths, on then off, in multiples of the line's thickness (an estimate:
            /// Apple documents the patterns only by name; these follow NSUnderlineStyle's
            /// patternDot/patternDash look on iOS). Empty: one solid line.
            var dashes: [CGFloat] {
                switch self {
                case .solid: return []
                case .dot: return [1, 2]
                case .dash: return [4, 2]
                case .dashDot: return [4, 2, 1, 2]
                case .dashDotDot: return [4, 2, 1, 2, 1, 2]
                }
            }
        }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        public static let single = LineStyle()
    }

    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { if $0.underline == nil, isActive { $0.underline = LineStyle(pattern: pattern, color: color) } }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { if $0.strikethrough == nil, isActive { $0.strikethrough = LineStyle(pattern: pattern, color: color) } }
    }
}

private struct UnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct StrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    /// Set by the view modifiers `underline` and `strikethrough` (iOS 16): every text inside gets the line.
    var underlineStyle: Text.LineStyle? { get { self[UnderlineKey.self] } set { self[UnderlineKey.self] = newValue } }
    var strikethroughStyle: Text.LineStyle? { get { self[StrikethroughKey.self] } set { self[StrikethroughKey.self] = newValue } }
}

nonisolated extension View {
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.underlineStyle, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.strikethroughStyle, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}
