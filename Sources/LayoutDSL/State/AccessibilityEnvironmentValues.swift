/// The accessibility settings views read from the environment. All off by default, as on a
/// device out of the box; set them to render a screen as users with those settings see it.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable { case standard, increased }

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AssistiveAccessKey: EnvironmentKey { static let defaultValue = false }
private struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct LargeContentViewerKey: EnvironmentKey { static let defaultValue = false }
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private struct QuickActionsKey: EnvironmentKey { static let defaultValue = false }

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
    /// Whether an assistive technology is on (Apple's documentation of `accessibilityEnabled`).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] } set { self[AccessibilityEnabledKey.self] = newValue }
    }
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AssistiveAccessKey.self] } set { self[AssistiveAccessKey.self] = newValue }
    }
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] } set { self[DimFlashingLightsKey.self] = newValue }
    }
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerKey.self] } set { self[LargeContentViewerKey.self] = newValue }
    }
    /// On by default, as the Play Animated Images setting is on a device out of the box.
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] } set { self[PlayAnimatedImagesKey.self] = newValue }
    }
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[QuickActionsKey.self] } set { self[QuickActionsKey.self] = newValue }
    }
}
