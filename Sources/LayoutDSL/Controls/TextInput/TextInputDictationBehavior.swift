/// How dictation starts in a search field (SwiftUI's `TextInputDictationBehavior`, iOS 17, for
/// `searchDictationBehavior(_:)`): the platform's way, or inline with the field, starting as
/// `TextInputDictationActivation` says. The microphone affordance is visionOS's; an iPhone's
/// search field draws the same either way.
public struct TextInputDictationBehavior: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case automatic, inline(TextInputDictationActivation) }
    private let kind: Kind
    public static let automatic = TextInputDictationBehavior(kind: .automatic)
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(kind: .inline(activation))
    }
}

/// When inline dictation starts: when the user looks at the field, or selects it.
public struct TextInputDictationActivation: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case onLook, onSelect }
    private let kind: Kind
    public static let onLook = TextInputDictationActivation(kind: .onLook)
    public static let onSelect = TextInputDictationActivation(kind: .onSelect)
}

nonisolated extension View {
    /// How dictation starts in the search fields inside (iOS 17). An iPhone's search field draws
    /// the same whatever the behaviour, so the view is unchanged.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
}
