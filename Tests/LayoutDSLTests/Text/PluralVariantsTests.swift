@testable import LayoutDSL
@testable import _FoundationGaps
import Foundation
import Testing

/// Strings that vary with a number: CLDR's plural categories (`_PluralRules`) pick a string
/// catalog's plural variation or substitution, or a `.stringsdict` entry (`_PluralFormat`), as
/// Apple's Foundation does for `Text("\(count) files")` and `String(localized:)`.
struct PluralVariantsTests {
    /// CLDR's rules (unicode.org's "Language Plural Rules" chart), as the toolchain's ICU applies them.
    @Test func categoriesFollowEachLanguagesRules() {
        func categories(_ language: String, _ numbers: [Double]) -> [String] {
            numbers.map { _PluralRules.category(of: $0, language: language) }
        }
        #expect(categories("en", [0, 1, 2, 1.5]) == ["other", "one", "other", "other"])
        #expect(categories("ru", [1, 2, 5, 21, 22, 11, 1.5]) == ["one", "few", "many", "one", "few", "many", "other"])
        #expect(categories("pl", [1, 22, 25, 12]) == ["one", "few", "many", "many"])
        #expect(categories("ar", [0, 1, 2, 3, 11, 100]) == ["zero", "one", "two", "few", "many", "other"])
        #expect(categories("fr", [0, 1, 2]) == ["one", "one", "other"])
        #expect(categories("ja", [0, 1, 2]) == ["other", "other", "other"])
        #expect(categories("pt-BR", [0, 1, 2]) == ["one", "one", "other"])
        #expect(categories("xx", [1]) == ["other"], "a language CLDR lacks takes the root rules")
    }

    /// A resource bundle as SwiftPM leaves one on Linux: the catalog uncompiled at its top level.
    static let catalogBundle: Bundle = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("plurals-\(UUID().uuidString).resources")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try! Data(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld files": {"localizations": {
                "en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
                "ru": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
                  "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}},
                  "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}},
              "%@ keeps %lld files in %lld folders": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "%1$@ hat %#@folders@ mit %#@files@"},
                       "substitutions": {
                  "files": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "einer Datei"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg Dateien"}}}}},
                  "folders": {"argNum": 3, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "einem Ordner"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg Ordnern"}}}}}}}}}
            }}
            """#.utf8).write(to: url.appendingPathComponent("Localizable.xcstrings"))
        return Bundle(path: url.path)!
    }()

    /// Makes its text in its body, where the environment's language applies.
    struct Probe: View {
        let make: () -> Text
        var body: some View { make().accessibilityIdentifier("text") }
    }

    func text(locale: String, _ make: @escaping () -> Text) throws -> String? {
        let host = ViewHost(Probe(make: make).environment(\.locale, Locale(identifier: locale)), canvasSize: CGSize(width: 400, height: 100))
        return try host.update().node(id: "text")?.text
    }

    @Test func aCatalogsPluralVariationFollowsTheCount() throws {
        let bundle = Self.catalogBundle
        func files(_ count: Int, _ locale: String) throws -> String? {
            try text(locale: locale) { Text("\(count) files", bundle: bundle) }
        }
        #expect(try files(1, "en_US") == "1 file")
        #expect(try files(3, "en_US") == "3 files")
        #expect(try files(1, "ru_RU") == "1 файл")
        #expect(try files(3, "ru_RU") == "3 файла")
        #expect(try files(5, "ru_RU") == "5 файлов")
        #expect(try files(21, "ru_RU") == "21 файл")
        let count = 5
        #expect(_LocalizedStrings.withLanguage(of: Locale(identifier: "ru")) {
            String(localized: "\(count) files", bundle: bundle)
        } == "5 файлов")
    }

    /// Substitutions pick each variable's case by the argument it names, in the translation's order.
    @Test func substitutionsVaryByTheirOwnArguments() {
        let bundle = Self.catalogBundle
        func sentence(_ files: Int, _ folders: Int) -> String {
            _LocalizedStrings.withLanguage(of: Locale(identifier: "de_DE")) {
                String(localized: "\("Ana") keeps \(files) files in \(folders) folders", bundle: bundle)
            }
        }
        #expect(sentence(1, 1) == "Ana hat einem Ordner mit einer Datei")
        #expect(sentence(7, 1) == "Ana hat einem Ordner mit 7 Dateien")
        #expect(sentence(7, 3) == "Ana hat 3 Ordnern mit 7 Dateien")
    }

    /// A hand-written `.stringsdict` beside the `.strings`, as apps before string catalogs keep them,
    /// and the same entries as snap compiles a catalog into (`stringsdictEntry`).
    @Test func aStringsdictEntryIsResolved() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("stringsdict-\(UUID().uuidString).bundle")
        let folder = url.appendingPathComponent("pl.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("\"title\" = \"Skrzynka\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        let entry: [String: Any] = [
            "NSStringLocalizedFormatKey": "%#@messages@",
            "messages": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                         "one": "%lld wiadomość", "few": "%lld wiadomości", "many": "%lld wiadomości", "other": "%lld wiadomości"],
        ]
        let compiled = try #require(_StringCatalog.plurals(Data(contentsOf: Self.catalogBundle.bundleURL
            .appendingPathComponent("Localizable.xcstrings")))["de"]?["%@ keeps %lld files in %lld folders"])
        let list = try PropertyListSerialization.data(fromPropertyList: ["%lld messages": entry,
                                                                         "%@ keeps %lld files in %lld folders": compiled.stringsdictEntry],
                                                      format: .xml, options: 0)
        try list.write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        let bundle = try #require(Bundle(path: url.path))
        #expect(try text(locale: "pl_PL") { Text("\(1) messages", bundle: bundle) } == "1 wiadomość")
        #expect(try text(locale: "pl_PL") { Text("\(5) messages", bundle: bundle) } == "5 wiadomości")
        #expect(try text(locale: "pl_PL") { Text("title", bundle: bundle) } == "Skrzynka")
        #expect(_LocalizedStrings.withLanguage(of: Locale(identifier: "pl")) {
            String(localized: "\("Ana") keeps \(7) files in \(1) folders", bundle: bundle)
        } == "Ana hat einem Ordner mit 7 Dateien", "the compiled substitution keeps its arguments")
    }
}
