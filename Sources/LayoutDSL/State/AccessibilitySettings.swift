/// The accessibility settings views read from the environment. All off by default, as on a
/// device out of the box; set them to render a screen as users with those settings see it.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] } set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] } set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] } set { self[InvertColorsKey.self] = newValue }
    }
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] } set { self[ShowButtonShapesKey.self] = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] } set { self[VoiceOverKey.self] = newValue }
    }
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlKey.self] } set { self[SwitchControlKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] } set { self[LegibilityWeightKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ContrastKey.self] } set { self[ContrastKey.self] = newValue }
    }
}
