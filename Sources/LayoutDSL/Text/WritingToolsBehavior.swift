/// How much of Apple Intelligence's Writing Tools a text view offers (Apple's documentation of
/// `WritingToolsBehavior`, iOS 18): the system's choice, the full experience, a limited
/// overlay-panel one, or none.
public struct WritingToolsBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = WritingToolsBehavior(name: "automatic")
    public static let complete = WritingToolsBehavior(name: "complete")
    public static let limited = WritingToolsBehavior(name: "limited")
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

private struct WritingToolsBehaviorKey: EnvironmentKey { static let defaultValue = WritingToolsBehavior.automatic }

extension EnvironmentValues {
    /// The Writing Tools behaviour text views inside take (`writingToolsBehavior(_:)`).
    var writingToolsBehavior: WritingToolsBehavior {
        get { self[WritingToolsBehaviorKey.self] } set { self[WritingToolsBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Kept in the environment for the text views inside: Writing Tools is a panel a user opens
    /// on a device, which a render never does.
    @MainActor @preconcurrency public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        environment(\.writingToolsBehavior, behavior)
    }
}
