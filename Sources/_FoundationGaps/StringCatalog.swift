import Foundation

/// A string catalog (Xcode 15's `.xcstrings`, JSON) read as the `.strings` tables Xcode compiles
/// it to: for each language, each key's `stringUnit` value; a key without a value in a language
/// is left out of its table, so lookups fall back as Foundation's do. Plural and device
/// variations take their `other` case there, and plural variations and substitutions are also
/// read as the `.stringsdict` entries Xcode compiles them to (`plurals(_:)`). `snap` compiles a preview's catalogs with it, and
/// `_LocalizedStrings` reads the catalog itself where SwiftPM on Linux copied it into a bundle
/// uncompiled (measured: `swift build` of a target with `.process("Resources")` holding
/// `Localizable.xcstrings` puts that file at the bundle's top level as it is).
public enum _StringCatalog {
    /// The tables by language (the catalog's localization names: `de`, `pt-BR`, `zh-Hans`); nil
    /// when `data` is not a string catalog (JSON with `strings`).
    public static func tables(_ data: Data) -> [String: [String: String]]? {
        byLanguage(data, value(of:))
    }

    /// The plural entries by language: a key whose value varies by plural (a variation of the
    /// whole string, over its one argument) or has plural substitutions (`%#@name@`, each over the
    /// argument `argNum` names, its cases' `%arg` that argument in `formatSpecifier`).
    public static func plurals(_ data: Data) -> [String: [String: _PluralFormat]] {
        byLanguage(data, plural(of:)) ?? [:]
    }

    /// What `read` makes of each key's localization, by language and key; nil when `data` is not
    /// a string catalog.
    private static func byLanguage<T>(_ data: Data, _ read: (Any) -> T?) -> [String: [String: T]]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = object["strings"] as? [String: Any] else { return nil }
        var tables: [String: [String: T]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localized) in localizations {
                if let value = read(localized) { tables[language, default: [:]][key] = value }
            }
        }
        return tables
    }

    private static func plural(of entry: Any) -> _PluralFormat? {
        guard let entry = entry as? [String: Any] else { return nil }
        if let cases = pluralCases(entry, argument: nil) {
            return _PluralFormat(format: "%#@plural@", variables: ["plural": _PluralFormat.Variable(cases: cases, argument: nil)])
        }
        guard let format = (entry["stringUnit"] as? [String: Any])?["value"] as? String,
              let substitutions = entry["substitutions"] as? [String: Any] else { return nil }
        var variables: [String: _PluralFormat.Variable] = [:]
        for (name, value) in substitutions {
            guard let substitution = value as? [String: Any], let number = substitution["argNum"] as? Int,
                  let cases = pluralCases(substitution, argument: (number, substitution["formatSpecifier"] as? String ?? "lld"))
            else { continue }
            variables[name] = _PluralFormat.Variable(cases: cases, argument: number - 1)
        }
        return variables.isEmpty ? nil : _PluralFormat(format: format, variables: variables)
    }

    /// An entry's plural cases, their `%arg` written as the argument's positional specifier.
    private static func pluralCases(_ entry: [String: Any], argument: (number: Int, specifier: String)?) -> [String: String]? {
        guard let cases = (entry["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        let values = cases.compactMapValues { value(of: $0) }
        guard let argument else { return values }
        return values.mapValues { $0.replacingOccurrences(of: "%arg", with: "%\(argument.number)$\(argument.specifier)") }
    }

    private static func value(of entry: Any) -> String? {
        guard let entry = entry as? [String: Any] else { return nil }
        if let unit = entry["stringUnit"] as? [String: Any] { return unit["value"] as? String }
        if let variations = entry["variations"] as? [String: Any] {
            for kind in ["plural", "device"] {
                if let cases = variations[kind] as? [String: Any], let other = cases["other"] ?? cases.values.first {
                    return value(of: other)
                }
            }
        }
        return nil
    }
}
