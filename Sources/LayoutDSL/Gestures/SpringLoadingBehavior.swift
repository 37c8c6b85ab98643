/// Whether a control activates when a drag hovers over it (Apple's documentation of
/// `SpringLoadingBehavior`): `automatic` leaves it to the control, as when unset.
public struct SpringLoadingBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    private let kind: Kind

    public static let automatic = SpringLoadingBehavior(kind: .automatic)
    public static let enabled = SpringLoadingBehavior(kind: .enabled)
    public static let disabled = SpringLoadingBehavior(kind: .disabled)
}

extension EnvironmentValues {
    /// The spring-loading behaviour the nearest `springLoadingBehavior(_:)` set; `.automatic`
    /// unless set.
    public internal(set) var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
}

private struct SpringLoadingBehaviorKey: EnvironmentKey {
    static let defaultValue = SpringLoadingBehavior.automatic
}

nonisolated extension View {
    /// Sets whether the controls in this view activate when a drag hovers over them. Nothing is
    /// dragged in a render, so it is kept in the environment for the controls to read.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        environment(\.springLoadingBehavior, behavior)
    }
}
