import Foundation

/// A string catalog (Xcode 15's `.xcstrings`, JSON) read as the `.strings` tables Xcode compiles
/// it to: for each language, each key's `stringUnit` value; a key without a value in a language
/// is left out of its table, so lookups fall back as Foundation's do. Plural and device
/// variations take their `other` case. `snap` compiles a preview's catalogs with it, and
/// `_LocalizedStrings` reads the catalog itself where SwiftPM on Linux copied it into a bundle
/// uncompiled (measured: `swift build` of a target with `.process("Resources")` holding
/// `Localizable.xcstrings` puts that file at the bundle's top level as it is).
public enum _StringCatalog {
    /// The tables by language (the catalog's localization names: `de`, `pt-BR`, `zh-Hans`); nil
    /// when `data` is not a string catalog (JSON with `strings`).
    public static func tables(_ data: Data) -> [String: [String: String]]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = object["strings"] as? [String: Any] else { return nil }
        var tables: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localized) in localizations {
                if let value = value(of: localized) { tables[language, default: [:]][key] = value }
            }
        }
        return tables
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
