import Foundation

/// The language text is laid out for (Apple's documentation of `TypesettingLanguage`): the
/// text's own (`automatic`), or a given one, which chooses line heights and glyph forms that
/// suit it (taller lines for Thai, Han variants for Chinese and Japanese).
public struct TypesettingLanguage: Sendable, Equatable {
    let language: Locale.Language?
    public static let automatic = TypesettingLanguage(language: nil)
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

private struct TypesettingLanguageKey: EnvironmentKey { static let defaultValue = TypesettingLanguage.automatic }

extension EnvironmentValues {
    /// The language `typesettingLanguage(_:isEnabled:)` set for the text inside. The text engine
    /// here shapes by script, so it is kept, not applied.
    var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] } set { self[TypesettingLanguageKey.self] = newValue }
    }
}

nonisolated extension View {
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.typesettingLanguage) { if isEnabled { $0 = language } }
    }
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }
}
