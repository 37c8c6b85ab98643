private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextMeasuringKey: EnvironmentKey { static var defaultValue: TextMeasuring? { LinkedEngines.provider?.textMeasurer } }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }
private struct MonospacedKey: EnvironmentKey { static let defaultValue = false }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct KerningKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

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
    var fontDesign: Font.Design? { get { self[FontDesignKey.self] } set { self[FontDesignKey.self] = newValue } }
    var fontWidth: Font.Width? { get { self[FontWidthKey.self] } set { self[FontWidthKey.self] = newValue } }
    var monospaced: Bool { get { self[MonospacedKey.self] } set { self[MonospacedKey.self] = newValue } }
    /// `monospacedDigit()` on a view (iOS 15): every text inside uses fixed-width digits.
    var monospacedDigit: Bool { get { self[MonospacedDigitKey.self] } set { self[MonospacedDigitKey.self] = newValue } }
    /// `kerning`/`tracking` on a view: extra space after each character of every text inside.
    var kerning: CGFloat? { get { self[KerningKey.self] } set { self[KerningKey.self] = newValue } }
    var baselineOffset: CGFloat? { get { self[BaselineOffsetKey.self] } set { self[BaselineOffsetKey.self] = newValue } }
    /// Whether text may tighten its letter spacing before truncating. Accepted: this engine
    /// truncates without tightening (iOS tightens by at most a few percent).
    public var allowsTightening: Bool { get { self[AllowsTighteningKey.self] } set { self[AllowsTighteningKey.self] = newValue } }
}

nonisolated extension View {
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, min(max(factor, 0.01), 1)) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
    public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }
    public func italic(_ isActive: Bool = true) -> some View { environment(\.italic, isActive) }
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }
    public func fontWidth(_ width: Font.Width?) -> some View { environment(\.fontWidth, width) }
    public func monospaced(_ isActive: Bool = true) -> some View { environment(\.monospaced, isActive) }
    public func monospacedDigit() -> some View { environment(\.monospacedDigit, true) }
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.kerning, kerning) }
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.kerning, tracking) }
    public func baselineOffset(_ offset: CGFloat) -> some View { environment(\.baselineOffset, offset) }
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}
