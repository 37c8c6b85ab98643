@testable import LayoutDSL
@testable import _FoundationGaps
import Foundation
import Testing

/// `Text("key")` in the environment's language: a body evaluated under
/// `.environment(\.locale, …)` reads that language's table, falling back to English.
struct LocalizedLookupTests {
    /// A bundle with `en.lproj` and `ru.lproj` tables in a folder of its own.
    static let bundle: Bundle = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("localized-lookup-\(UUID().uuidString).bundle")
        for (language, table) in [("en", "\"greeting\" = \"Hello\";\n\"only.en\" = \"English only\";\n"),
                                  ("ru", "\"greeting\" = \"Привет\";\n\"%lld trips to %@\" = \"%2$@: %1$lld поездки\";\n"),
                                  ("pt-BR", "\"greeting\" = \"Olá\";\n")] {
            let folder = url.appendingPathComponent("\(language).lproj")
            try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try! Data(table.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return Bundle(path: url.path)!
    }()

    struct Greeting: View {
        let key: LocalizedStringKey
        var body: some View { Text(key, bundle: LocalizedLookupTests.bundle).accessibilityIdentifier("text") }
    }

    func text(_ key: LocalizedStringKey, locale: String) throws -> String? {
        let host = ViewHost(Greeting(key: key).environment(\.locale, Locale(identifier: locale)),
                            canvasSize: CGSize(width: 300, height: 100))
        return try host.update().node(id: "text")?.text
    }

    @Test func bodiesReadTheirLocalesTable() throws {
        #expect(try text("greeting", locale: "ru_RU") == "Привет")
        #expect(try text("greeting", locale: "ru") == "Привет")
        #expect(try text("greeting", locale: "pt_BR") == "Olá")
        #expect(try text("greeting", locale: "en_GB") == "Hello")
        // No German table, and a key Russian lacks: the development language's value.
        #expect(try text("greeting", locale: "de_DE") == "Hello")
        #expect(try text("only.en", locale: "ru_RU") == "English only")
        #expect(try text("missing", locale: "ru_RU") == "missing")
    }

    @Test func languageFolders() {
        #expect(_LocalizedStrings.languages(of: Locale(identifier: "pt_BR")) == ["pt-BR", "pt_BR", "pt"])
        #expect(_LocalizedStrings.languages(of: Locale(identifier: "zh-Hans-CN")) == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh_CN", "zh"])
        #expect(_LocalizedStrings.languages(of: Locale(identifier: "en_US")).isEmpty)
    }

    /// `String(localized:)` as Apple's Foundation keys it: an interpolation is its specifier in
    /// the key (`%lld`, `%@`, `%lf`), and a translation may reorder the values by position.
    @Test func stringLocalizedKeysAndValues() throws {
        let count = 3, city = "Kyoto"
        let value: String.LocalizationValue = "\(count) trips to \(city)"
        #expect(value.key == "%lld trips to %@")
        #expect(String(localized: value, bundle: Self.bundle) == "3 trips to Kyoto")
        let russian = _LocalizedStrings.withLanguage(of: Locale(identifier: "ru")) { String(localized: value, bundle: Self.bundle) }
        #expect(russian == "Kyoto: 3 поездки")
        #expect(String(localized: "missing.key", defaultValue: "\(2.5) km, 100%", bundle: Self.bundle) == "2.500000 km, 100%")
        #expect(String(localized: "greeting", bundle: Self.bundle) == "Hello")
        // A specifier given in the interpolation is the key's and formats the value (Apple's sample-food-truck's order numbers).
        let number: String.LocalizationValue = "#12\(7, specifier: "%02d") \(2.5, specifier: "%.1f") km"
        #expect(String(localized: number, bundle: Self.bundle) == "#1207 2.5 km")
        let resource = LocalizedStringResource("greeting", bundle: .atURL(Self.bundle.bundleURL))
        #expect(String(localized: resource) == "Hello")
        let host = ViewHost(VStack { Text(resource).accessibilityIdentifier("text") }.environment(\.locale, Locale(identifier: "ru")),
                            canvasSize: CGSize(width: 300, height: 100))
        // Made outside any body (here, in the test), the text is looked up in English.
        #expect(try host.update().node(id: "text")?.text == "Hello")
    }

    /// A target's string catalog as SwiftPM on Linux leaves it in the resource bundle: the
    /// `.xcstrings` file itself at the top level, uncompiled. Its languages are read from it.
    @Test func aStringCatalogCopiedUncompiledIsRead() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("catalog-\(UUID().uuidString).resources")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "greeting": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}},
                                             "pt-BR": {"stringUnit": {"state": "translated", "value": "Olá"}}}},
              "%lld items": {"localizations": {"de": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld Artikel"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld Artikel insgesamt"}}}}}}},
              "English only": {}
            }}
            """#.utf8).write(to: url.appendingPathComponent("Localizable.xcstrings"))
        let bundle = try #require(Bundle(path: url.path))
        func value(_ key: String, _ locale: String) -> String? {
            _LocalizedStrings.withLanguage(of: Locale(identifier: locale)) { _LocalizedStrings.value(of: key, table: nil, bundle: bundle) }
        }
        #expect(value("greeting", "de_DE") == "Hallo")
        #expect(value("greeting", "pt_BR") == "Olá")
        #expect(value("%lld items", "de") == "%lld Artikel insgesamt")
        #expect(value("greeting", "fr_FR") == nil)
        #expect(value("English only", "de_DE") == nil)
        let count = 2
        #expect(_LocalizedStrings.withLanguage(of: Locale(identifier: "de")) {
            String(localized: "\(count) items", bundle: bundle)
        } == "2 Artikel insgesamt")
    }
}
