import Foundation

/// The language text is laid out for (Apple's documentation of `TypesettingLanguage`): the
/// text's own (`automatic`), or a given one, which chooses line heights and glyph forms that
/// suit it (taller lines for Thai, Han variants for Chinese and Japanese).
public struct TypesettingLanguage: Sendable, Equatable {
    let language: Locale.Language?
    public static let automatic = TypesettingLanguage(language: nil)
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
    /// Its BCP 47 identifier ("ro"), as HarfBuzz takes it; nil for `automatic`.
    var identifier: String? { language?.minimalIdentifier }
}

private struct TypesettingLanguageKey: EnvironmentKey { static let defaultValue = TypesettingLanguage.automatic }

extension EnvironmentValues {
    /// The language `typesettingLanguage(_:isEnabled:)` set for the text inside: HarfBuzz shapes
    /// its runs in it, so the font's localized forms (`locl`) apply.
    var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] } set { self[TypesettingLanguageKey.self] = newValue }
    }
}

extension Text {
    /// This text set in `language` (its runs that set none of their own).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        isEnabled ? styled { if $0.language == nil { $0.language = .some(language.identifier) } } : self
    }
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
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
