/// Whether a held button fires its action again and again (SwiftUI's `ButtonRepeatBehavior`,
/// iOS 17). The value travels in the environment (`buttonRepeatBehavior`), where a custom
/// control reads it. A button here fires once per touch however long it is held
/// (`ViewHost.touch(at:holding:)`): the interval at which iOS repeats is not published.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    private let kind: Kind
    /// The platform's default: no repeating for an ordinary button.
    public static let automatic = ButtonRepeatBehavior(kind: .automatic)
    public static let enabled = ButtonRepeatBehavior(kind: .enabled)
    public static let disabled = ButtonRepeatBehavior(kind: .disabled)
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }

extension EnvironmentValues {
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] } set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}
