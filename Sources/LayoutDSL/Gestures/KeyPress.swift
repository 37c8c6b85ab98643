import Foundation

/// A hardware key press (SwiftUI's `KeyPress`, iOS 17:
/// https://developer.apple.com/documentation/swiftui/keypress), as `onKeyPress` handlers get it.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    /// Whether a handler consumed the press.
    public enum Result: Sendable { case handled, ignored }

    /// The phases of a press a handler asks for.
    public struct Phases: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]

        /// The phases by name, as an option set literal reads: `[.down, .repeat]`.
        public var debugDescription: String {
            let names = [(Phases.down, ".down"), (.repeat, ".repeat"), (.up, ".up")].filter { contains($0.0) }.map(\.1)
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// The key by its code points (the arrows and function keys are private-use characters).
    public var debugDescription: String {
        let scalars = key.character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        return "KeyPress(key: \(scalars), characters: \(characters.debugDescription), modifiers: \(modifiers.rawValue), "
            + "phase: \(phase.debugDescription))"
    }
}

/// `onKeyPress` (iOS 17): a focused view's handler for hardware keyboard presses. Rendered
/// frames have no keyboard, so the handlers never run: the modifiers are accepted and the view
/// is laid out and drawn as without them.
nonisolated extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}
