/// What submits a view, as SwiftUI's `SubmitTriggers`: Return in a text field, or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

private struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [() -> Void] = [] }

extension EnvironmentValues {
    /// The `.onSubmit(of: .text)` actions around a text field, outermost first: Return in the
    /// field runs them all (SwiftUI runs every submit action up the hierarchy).
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] } set { self[SubmitActionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The action runs when the user presses Return in a text field below (`ViewHost.submit()`
    /// presses it in the focused field; snap has no keyboard). Search submissions come from
    /// search fields, which this engine does not have, so only `.text` triggers are kept.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { if triggers.contains(.text) { $0.append(action) } }
    }
}
