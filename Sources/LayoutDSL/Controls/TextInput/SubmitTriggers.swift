/// What submits a view, as SwiftUI's `SubmitTriggers`: Return in a text field, or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Accepted with SwiftUI's signature. The action runs when the user presses Return in a
    /// field below; snap has no keyboard, so there is no Return to press and it never runs
    /// (focus chains written with it set `@FocusState` there, which a tap or code can also do).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
