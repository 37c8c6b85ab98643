private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextMeasuringKey: EnvironmentKey { static var defaultValue: TextMeasuring? { LinkedEngines.provider?.textMeasurer } }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The font of text that sets none; `nil` means `.body`.
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] } set { self[TextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue }
    }
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// The engine that measures and shapes text. The renderer supplies it; without one, text
    /// has no size and draws nothing.
    public var textMeasurer: TextMeasuring? {
        get { self[TextMeasuringKey.self] } set { self[TextMeasuringKey.self] = newValue }
    }
    var fontWeight: Font.Weight? { get { self[FontWeightKey.self] } set { self[FontWeightKey.self] = newValue } }
    var italic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
}

extension View {
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, min(max(factor, 0.01), 1)) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
    public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }
    public func italic(_ isActive: Bool = true) -> some View { environment(\.italic, isActive) }
}
