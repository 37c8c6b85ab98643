/// A key with modifiers that triggers a control from a hardware keyboard, as SwiftUI's
/// `KeyboardShortcut`. Accepted so code written for iPad and Mac keyboards compiles; snap has no
/// keyboard, and iOS shows shortcuts only in the keyboard's shortcut overlay, so nothing drawn
/// changes.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key; self.modifiers = modifiers
    }

    /// Return with no modifiers, as SwiftUI's default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers, as SwiftUI's cancel action.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        self
    }
}

extension EnvironmentValues {
    /// The keyboard shortcut of the control the view is in (iOS 15): nil, as nothing here has
    /// a hardware keyboard to show one for.
    public var keyboardShortcut: KeyboardShortcut? { nil }
}
