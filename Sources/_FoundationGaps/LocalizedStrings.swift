import Synchronization

/// The `.strings` tables of bundles, as Apple's `String(localized:)` and SwiftUI's `Text("key")`
/// read them: the value of a key in the table `table` (default `Localizable`) of `bundle`
/// (default the main bundle, which on Linux is the folder `snap` lays an app's `.strings` and
/// compiled `.xcstrings` out in), or nil when no table has it.
///
/// The language is the one the current thread looks strings up in: SwiftUI evaluates a view's
/// `body` in its environment's locale (`withLanguage(of:)`), so `.environment(\.locale, …)` and
/// `snap --locale` show that language's strings, falling back as `Bundle` does to the
/// development language, English (`en.lproj`, else `Base.lproj`). Never the machine's locale:
/// Foundation's own lookup follows `LANG` and would give other pixels on other machines. Each
/// table is read once per process and language.
///
/// A key with plural variants (a `.stringsdict` entry beside the `.strings`, or a string catalog's
/// plural variation) resolves to the variant its arguments' numbers pick (`_PluralFormat`), in the
/// rules of the language whose table has it.
public enum _LocalizedStrings {
    /// The key's format; `numbers` are its arguments' values, where they are numbers, for plural variants.
    public static func value(of key: String, table: String?, bundle: Bundle?, numbers: [Double?] = []) -> String? {
        for language in Current.value.map({ languages(of: $0.locale) }) ?? [] {
            if let value = lookUp(key, table: table, bundle: bundle, languages: [language], numbers: numbers) { return value }
        }
        return lookUp(key, table: table, bundle: bundle, languages: development, numbers: numbers)
    }

    /// Runs `body` with strings looked up in `locale`'s language.
    public static func withLanguage<R>(of locale: Locale, _ body: () throws -> R) rethrows -> R {
        try Current.with(LocaleBox(locale), body)
    }

    /// `pt_BR` → `pt-BR`, `pt_BR`, `pt`; `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh-CN`, `zh_CN`, `zh`:
    /// the folders a bundle's localizations are named by, most specific first. English is the
    /// fallback anyway, so an English locale has none.
    public static func languages(of locale: Locale) -> [String] {
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

    /// A language's table: its strings and its plural entries.
    private struct Table {
        var strings: [String: String] = [:]
        var plurals: [String: _PluralFormat] = [:]
    }
    private static let tables = Mutex<[String: Table]>([:])

    private static func lookUp(_ key: String, table: String?, bundle: Bundle?, languages: [String], numbers: [Double?]) -> String? {
        let bundle = bundle ?? .main
        let name = table ?? "Localizable"
        let id = bundle.bundlePath + "/" + name + "/" + languages.joined(separator: ",")
        let loaded = tables.withLock { tables in
            if let loaded = tables[id] { return loaded }
            let loaded = load(name, from: bundle, languages: languages)
            tables[id] = loaded
            return loaded
        }
        if let plural = loaded.plurals[key], let language = languages.first {
            return plural.resolved(numbers: numbers, language: language == "Base" ? "en" : language)
        }
        return loaded.strings[key]
    }

    /// The language's compiled table (`<language>.lproj/<table>.strings` and `.stringsdict`),
    /// else its part of a string catalog at the bundle's top level (`<table>.xcstrings`, as
    /// SwiftPM copies one on Linux).
    private static func load(_ table: String, from bundle: Bundle, languages: [String]) -> Table {
        // A .strings file is an old-style property list ("key" = "value";), a .stringsdict an XML
        // one; PropertyListSerialization reads both, as NSDictionary(contentsOfFile:) did.
        func compiled(_ type: String) -> [String: Any]? {
            languages.lazy.compactMap { language in
                bundle.path(forResource: table, ofType: type, inDirectory: nil, forLocalization: language)
            }.first.flatMap { path in
                (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap {
                    try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
                }
            }
        }
        let strings = compiled("strings")?.compactMapValues { $0 as? String }
        let plurals = compiled("stringsdict")?.compactMapValues(_PluralFormat.init(stringsdict:))
        if strings != nil || plurals != nil { return Table(strings: strings ?? [:], plurals: plurals ?? [:]) }
        guard let data = bundle.path(forResource: table, ofType: "xcstrings").flatMap({ try? Data(contentsOf: URL(fileURLWithPath: $0)) }),
              let catalog = _StringCatalog.tables(data),
              let language = languages.first(where: { catalog[$0] != nil }) else { return Table() }
        return Table(strings: catalog[language] ?? [:], plurals: _StringCatalog.plurals(data)[language] ?? [:])
    }

    private final class LocaleBox {
        let locale: Locale
        init(_ locale: Locale) { self.locale = locale }
    }

    /// The thread's lookup locale: a thread, not a task, as a view graph updates on one thread.
    private enum Current {
        static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        static var value: LocaleBox? {
            pthread_getspecific(key).map { Unmanaged<LocaleBox>.fromOpaque($0).takeUnretainedValue() }
        }

        static func with<R>(_ box: LocaleBox, _ body: () throws -> R) rethrows -> R {
            let previous = pthread_getspecific(key)
            pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
            defer { pthread_setspecific(key, previous) }
            return try withExtendedLifetime(box) { try body() }
        }
    }
}
