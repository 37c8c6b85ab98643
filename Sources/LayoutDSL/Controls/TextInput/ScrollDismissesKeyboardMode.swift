/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let rawValue: Int
    public static let automatic = ScrollDismissesKeyboardMode(rawValue: 0)
    public static let immediately = ScrollDismissesKeyboardMode(rawValue: 1)
    public static let interactively = ScrollDismissesKeyboardMode(rawValue: 2)
    public static let never = ScrollDismissesKeyboardMode(rawValue: 3)
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }

extension EnvironmentValues {
    /// How scrolling dismisses the keyboard, as `scrollDismissesKeyboard(_:)` set it.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] } set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature: it governs the software keyboard, which snap does not
    /// show, so scrolling and drawing are the same.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
