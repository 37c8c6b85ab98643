/// A key with modifiers that triggers a control from a hardware keyboard, as SwiftUI's
/// `KeyboardShortcut`. Accepted so code written for iPad and Mac keyboards compiles; snap has no
/// keyboard, and iOS shows shortcuts only in the keyboard's shortcut overlay, so nothing drawn
/// changes.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the keyboard's layout (iOS 15).
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key; self.modifiers = modifiers; self.localization = localization
    }

    /// Return with no modifiers, as SwiftUI's default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers, as SwiftUI's cancel action.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// How a shortcut's key follows the keyboard layout (SwiftUI's `KeyboardShortcut.Localization`):
    /// remapped to the layout's key (`.automatic`), kept but not mirrored in right-to-left layouts
    /// (`.withoutMirroring`), or kept as written (`.custom`).
    public struct Localization: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case automatic, withoutMirroring, custom }
        private let kind: Kind
        public static let automatic = Localization(kind: .automatic)
        public static let withoutMirroring = Localization(kind: .withoutMirroring)
        public static let custom = Localization(kind: .custom)
    }
}

nonisolated extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
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
