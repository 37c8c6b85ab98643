import Foundation

/// The locale, calendar and time zone a preview program's own code reads (`Locale.current`,
/// `Calendar.current`, `TimeZone.current`, and through them `date.formatted()`, `DateFormatter`,
/// `NumberFormatter`), the render's: `--locale` (en_US by default, an iPhone's and Xcode
/// previews' out of the box), the Gregorian calendar, UTC, as SwiftUI's environment has them here.
/// swift-foundation on Linux answers en_001 whatever `LANG` says ("12 Jun 2024", "US$9.99")
/// and the machine's time zone, where an en_US iPhone shows "Jun 12, 2024" and "$9.99".
///
/// The program's `main.swift` (`ModuleProgram`) defines Foundation's four getters under their
/// own symbol names, calling these: the dynamic linker binds every call to them, the program's
/// and Foundation's own between its libraries, to the executable's definition first (ELF symbol
/// interposition), so formatters inside Foundation read them too.
public enum PreviewLocale {
    nonisolated(unsafe) public static var locale = Locale(identifier: "en_US")

    public static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    public static let timeZone = TimeZone(identifier: "UTC")!

    /// Foundation's getters a preview program replaces: (symbol, type, value).
    static let getters: [(symbol: String, type: String, value: String)] = [
        ("$s20FoundationEssentials6LocaleV7currentACvgZ", "Locale", "locale"),
        ("$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ", "Locale", "locale"),
        ("$s20FoundationEssentials8CalendarV7currentACvgZ", "Calendar", "calendar"),
        ("$s20FoundationEssentials8CalendarV19autoupdatingCurrentACvgZ", "Calendar", "calendar"),
        ("$s20FoundationEssentials8TimeZoneV7currentACvgZ", "TimeZone", "timeZone"),
        ("$s20FoundationEssentials8TimeZoneV19autoupdatingCurrentACvgZ", "TimeZone", "timeZone"),
    ]

    /// The definitions `main.swift` carries.
    public static var interposers: String {
        getters.enumerated().map { index, getter in
            "@_silgen_name(\"\(getter.symbol)\")\n" +
                "public func __snapCurrent\(index)() -> Foundation.\(getter.type) { PreviewLocale.\(getter.value) }"
        }.joined(separator: "\n")
    }

    /// Linker flags that put the definitions in the program's dynamic symbol table, where the
    /// dynamic linker finds them before Foundation's (an executable exports nothing by default).
    public static var linkerFlags: [String] {
        getters.flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0.symbol)"] }
    }
}
