import Foundation
import Synchronization

/// The app's strings tables, as `Text("key")` reads them: SwiftUI looks a `LocalizedStringKey` up
/// in the table `tableName` (default `Localizable`) of `bundle` (default the main bundle) and
/// shows the key itself when the table has no entry ("Text.init(_:tableName:bundle:comment:)",
/// Apple's documentation). `snap` lays an app's `.strings` and compiled `.xcstrings` out beside
/// a preview program, which is the main bundle on Linux.
///
/// The language is the environment's locale where the text is made: a view's `body` runs in its
/// environment, so `.environment(\.locale, Locale(identifier: "ru"))` and `snap --locale ru`
/// show `ru.lproj`'s strings, falling back (as `Bundle` does) to the development language,
/// English (`en.lproj`, else `Base.lproj`). Never the machine's own locale: Foundation's lookup
/// would follow `LANG` and give other pixels on other machines. A `Text` made outside any body
/// (directly in a `#Preview`) is looked up in English. Each table is read once per process and
/// language; the main bundle's English default table, which nearly every `Text` asks, without a lock.
enum LocalizedStringTable {
    /// The locale of the body being evaluated on this thread (see `BuildContext.evaluate`).
    static let current = ThreadLocal<LocaleBox>()

    final class LocaleBox {
        let locale: Locale
        init(_ locale: Locale) { self.locale = locale }
    }

    /// The value of `key` in `table` of `bundle` in the current body's language, or nil when no
    /// table of that language or of the development language has it.
    static func value(of key: String, table: String?, bundle: Bundle?) -> String? {
        let preferred = current.value.map { languages(of: $0.locale) } ?? []
        for language in preferred {
            if let value = lookUp(key, table: table, bundle: bundle, languages: [language]) { return value }
        }
        if table == nil && bundle == nil { return main[key] }
        return lookUp(key, table: table, bundle: bundle, languages: development)
    }

    /// `pt_BR` → `pt-BR`, `pt_BR`, `pt`; `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`: the folders a
    /// bundle's localizations are named by, most specific first. English is the fallback anyway.
    static func languages(of locale: Locale) -> [String] {
        // The identifier as written (`Locale.language` would add the likely script, `pt-Latn`).
        let parts = locale.identifier.split(separator: "@")[0].split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let code = parts.first?.lowercased(), !code.isEmpty, code != "en" else { return [] }
        let script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        var names: [String] = []
        if let script, let region { names.append("\(code)-\(script)-\(region)") }
        if let script { names.append("\(code)-\(script)") }
        if let region { names += ["\(code)-\(region)", "\(code)_\(region)"] }
        names.append(code)
        return names
    }

    private static let development = ["en", "Base"]
    private static let main = load("Localizable", from: .main, languages: development)
    private static let others = Mutex<[String: [String: String]]>([:])

    private static func lookUp(_ key: String, table: String?, bundle: Bundle?, languages: [String]) -> String? {
        let bundle = bundle ?? .main
        let name = table ?? "Localizable"
        let id = bundle.bundlePath + "/" + name + "/" + languages.joined(separator: ",")
        return others.withLock { tables in
            if let loaded = tables[id] { return loaded[key] }
            let loaded = load(name, from: bundle, languages: languages)
            tables[id] = loaded
            return loaded[key]
        }
    }

    private static func load(_ table: String, from bundle: Bundle, languages: [String]) -> [String: String] {
        languages.lazy.compactMap { language in
            bundle.path(forResource: table, ofType: "strings", inDirectory: nil, forLocalization: language)
        }.first.flatMap { path in
            // A .strings file is an old-style property list ("key" = "value";), which
            // PropertyListSerialization reads as NSDictionary(contentsOfFile:) did.
            (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap {
                try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String]
            }
        } ?? [:]
    }
}
