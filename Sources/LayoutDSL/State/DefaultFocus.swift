/// How strongly `defaultFocus` applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let rawValue: Int
    public static let automatic = DefaultFocusEvaluationPriority(rawValue: 0)
    public static let userInitiated = DefaultFocusEvaluationPriority(rawValue: 1)
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature. On iOS the default focus guides hardware-keyboard and
    /// accessibility focus only; it never raises the software keyboard or draws a caret (Apple's
    /// documentation of `defaultFocus(_:_:priority:)`), so an iOS screen looks the same with it.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        self
    }
}
