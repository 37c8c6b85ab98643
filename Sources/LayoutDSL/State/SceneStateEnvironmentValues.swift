/// The state of the scene and device a view is shown in, as a render shows it: an app in the
/// foreground on an iPhone, its window active, its screen neither dimmed nor recorded (Apple's
/// documentation of each value). Set them to render a screen as it looks in another state.
private struct AppearsActiveKey: EnvironmentKey { static let defaultValue = true }
private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct IsSceneCapturedKey: EnvironmentKey { static let defaultValue = false }
private struct IsHoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsFocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsUserAuthenticationEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether the view's window is the active one: true, as an iPhone's one window is.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] } set { self[AppearsActiveKey.self] = newValue }
    }
    /// Whether the display is dimmed (an always-on display at rest): false.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] } set { self[IsLuminanceReducedKey.self] = newValue }
    }
    /// Whether the screen is being recorded, mirrored or captured: false.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] } set { self[IsSceneCapturedKey.self] = newValue }
    }
    /// Whether hover effects may show (`hoverEffectDisabled(_:)` turns them off): true.
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] } set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
    /// Whether focus effects may show (`focusEffectDisabled(_:)` turns them off): true.
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] } set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
    /// Whether the user may authenticate here (Passkeys, Sign in with Apple): true.
    public var isUserAuthenticationEnabled: Bool {
        get { self[IsUserAuthenticationEnabledKey.self] } set { self[IsUserAuthenticationEnabledKey.self] = newValue }
    }
}
