/// The title of the keyboard's Return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, Hashable {
    let rawValue: Int
    public static let done = SubmitLabel(rawValue: 0)
    public static let go = SubmitLabel(rawValue: 1)
    public static let send = SubmitLabel(rawValue: 2)
    public static let join = SubmitLabel(rawValue: 3)
    public static let route = SubmitLabel(rawValue: 4)
    public static let search = SubmitLabel(rawValue: 5)
    public static let `return` = SubmitLabel(rawValue: 6)
    public static let next = SubmitLabel(rawValue: 7)
    public static let `continue` = SubmitLabel(rawValue: 8)
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature: it titles a key of the software keyboard, which a
    /// rendered frame does not show.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
