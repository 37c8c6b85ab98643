/// Styled text. A `Text` is a sequence of runs, so `Text("a").bold() + Text("b")` keeps each
/// part's style; modifiers that return `Text` style every run that has not set its own.
public struct Text: Equatable {
    struct Style: Hashable {
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var monospacedDigit = false
        var color: Color?
        var kerning: CGFloat?
    }
    struct Run: Hashable {
        var string: String
        var style = Style()
    }
    var runs: [Run]

    public init(verbatim content: String) { runs = [Run(string: content)] }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.key)]
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs += rhs.runs
        return result
    }

    private func styled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index].style) }
        return copy
    }

    public func font(_ font: Font?) -> Text { styled { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { styled { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { styled { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    public func kerning(_ kerning: CGFloat) -> Text { styled { if $0.kerning == nil { $0.kerning = kerning } } }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }

    /// The plain string, all runs joined.
    public var string: String { runs.map(\.string).joined() }
}

extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}
