private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 1 }
private struct TextReservedLinesKey: EnvironmentKey { static let defaultValue = 1 }

extension EnvironmentValues {
    /// The lines a vertical text field keeps room for even when its text is shorter: the lower
    /// bound of a `lineLimit` range, or the limit with `reservesSpace: true` (SwiftUI's
    /// `lineLimit(_:)` documentation: "a vertical TextField … reserves space for" the lower bound).
    var reservedLines: Int { get { self[ReservedLinesKey.self] } set { self[ReservedLinesKey.self] = newValue } }
    /// The lines a `Text` is always tall enough for: only `lineLimit(_:reservesSpace: true)`
    /// ("text reserves space so that it always occupies the height required to display the
    /// specified number of lines", SwiftUI's documentation); ranges reserve only in text fields.
    var textReservedLines: Int { get { self[TextReservedLinesKey.self] } set { self[TextReservedLinesKey.self] = newValue } }
}

nonisolated extension View {
    /// At least `limit.lowerBound` lines tall (in a vertical text field), at most `upperBound`.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.reservedLines, max(limit.lowerBound, 1))
    }

    /// At least `limit.lowerBound` lines tall (in a vertical text field), with no maximum.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLines, max(limit.lowerBound, 1))
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.reservedLines, 1)
    }

    /// At most `limit` lines; with `reservesSpace`, a vertical field is always that tall.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, max(limit, 1)).environment(\.reservedLines, reservesSpace ? max(limit, 1) : 1)
            .environment(\.textReservedLines, reservesSpace ? max(limit, 1) : 1)
    }
}
