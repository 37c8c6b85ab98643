@testable import LayoutDSL
import Foundation
import Testing

/// `Text("key")` in the environment's language: a body evaluated under
/// `.environment(\.locale, …)` reads that language's table, falling back to English.
struct LocalizedLookupTests {
    /// A bundle with `en.lproj` and `ru.lproj` tables in a folder of its own.
    static let bundle: Bundle = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("localized-lookup-\(UUID().uuidString).bundle")
        for (language, table) in [("en", "\"greeting\" = \"Hello\";\n\"only.en\" = \"English only\";\n"),
                                  ("ru", "\"greeting\" = \"Привет\";\n"),
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
        #expect(LocalizedStringTable.languages(of: Locale(identifier: "pt_BR")) == ["pt-BR", "pt_BR", "pt"])
        #expect(LocalizedStringTable.languages(of: Locale(identifier: "zh-Hans-CN")) == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh_CN", "zh"])
        #expect(LocalizedStringTable.languages(of: Locale(identifier: "en_US")).isEmpty)
    }
}
