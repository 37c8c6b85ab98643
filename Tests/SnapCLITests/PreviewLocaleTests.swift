import Foundation
import Testing

/// What a preview's own code reads as the current locale, calendar and time zone is the render's
/// (en_US, Gregorian, UTC by default; `--locale` chooses), not Linux Foundation's en_001 nor the
/// machine's `LANG` and `TZ`: `date.formatted()` reads "Jun 12, 2024" as on an en_US iPhone.
struct PreviewLocaleTests {
    let snap = SnapFileTests()

    static let source = """
    import SwiftUI

    struct Formats: View {
        let date = Date(timeIntervalSince1970: 1_718_150_400)
        var body: some View {
            VStack {
                Text(verbatim: date.formatted(date: .abbreviated, time: .omitted))
                Text(verbatim: "\\(Locale.current.identifier) \\(Calendar.current.firstWeekday) \\(TimeZone.current.secondsFromGMT())")
                Text(verbatim: (9.99).formatted(.currency(code: "USD")))
                Text(verbatim: {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .long
                    return formatter.string(from: date)
                }())
            }
        }
    }

    #Preview { Formats() }
    """

    func texts(_ arguments: [String], environment: [String: String] = [:]) throws -> [String] {
        try snap.write("Formats.swift", Self.source)
        let result = try snap.run(["render", "Formats.swift", "--layout-json", "tree.json", "--quiet"] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)
        return json.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) }
    }

    @Test func userCodeReadsTheRenderLocale() throws {
        let expected = ["Jun 12, 2024", "en_US 1 0", "$9.99", "June 12, 2024"]
        #expect(try texts([]) == expected)
        #expect(try texts([], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "TZ": "Asia/Tokyo"]) == expected)
        #expect(try texts(["--locale", "de_DE"]) == ["12. Juni 2024", "de_DE 2 0", "9,99\u{A0}$", "12. Juni 2024"])
    }

    /// A catalog's plural variations, compiled as Xcode compiles them (`.strings` and
    /// `.stringsdict`), pick the variant CLDR's rules give the count in the render's language.
    @Test func catalogPluralsFollowTheCount() throws {
        try snap.write("Files.swift", """
            import SwiftUI

            struct Files: View {
                var body: some View {
                    VStack {
                        ForEach([1, 3, 5], id: \\.self) { count in Text("\\(count) files") }
                        LazyVStack { Text("\\(21) files") }
                    }
                }
            }

            #Preview { Files() }
            """)
        func plural(_ one: String, _ few: String, _ many: String) -> String {
            ["one": one, "few": few, "many": many, "other": few].map { category, value in
                "\"\(category)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%lld \(value)\"}}"
            }.sorted().joined(separator: ", ")
        }
        try snap.write("Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
              "en": {"variations": {"plural": {\(plural("file", "files", "files"))}}},
              "ru": {"variations": {"plural": {\(plural("файл", "файла", "файлов"))}}}}}}}
            """)
        let result = try snap.run(["render", "Files.swift", "--layout-json", "tree.json", "--quiet", "--locale", "ru_RU"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)
        #expect(json.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) } == ["1 файл", "3 файла", "5 файлов", "21 файл"])
    }

    @Test func unknownLocalesAreRefused() throws {
        try snap.write("Formats.swift", Self.source)
        let result = try snap.run(["render", "Formats.swift", "--locale", "xx_NOWHERE"])
        #expect(result.status == 21)
        #expect(result.stderr.contains("--locale 'xx_NOWHERE'"))
    }
}
