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

    @Test func unknownLocalesAreRefused() throws {
        try snap.write("Formats.swift", Self.source)
        let result = try snap.run(["render", "Formats.swift", "--locale", "xx_NOWHERE"])
        #expect(result.status == 21)
        #expect(result.stderr.contains("--locale 'xx_NOWHERE'"))
    }
}
