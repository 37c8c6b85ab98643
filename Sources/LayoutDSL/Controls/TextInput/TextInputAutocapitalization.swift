/// When the keyboard shifts to capitals, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let rawValue: Int
    private init(rawValue: Int) { self.rawValue = rawValue }
    public static let never = TextInputAutocapitalization(rawValue: 0)
    public static let words = TextInputAutocapitalization(rawValue: 1)
    public static let sentences = TextInputAutocapitalization(rawValue: 2)
    public static let characters = TextInputAutocapitalization(rawValue: 3)

    /// The behaviour UIKit's type names (iOS 15): each case maps to its SwiftUI value.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

/// UIKit's `UITextAutocapitalizationType`, which the deprecated `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature: capitalization applies to typed text, and a rendered
    /// frame types none, so the field draws the same.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}
