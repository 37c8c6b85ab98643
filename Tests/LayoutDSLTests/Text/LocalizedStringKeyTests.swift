import Foundation
@testable import LayoutDSL
import Testing

/// `LocalizedStringKey` interpolation as SwiftUI's: the key holds format specifiers, and the
/// values are formatted with the environment's locale when the text is laid out.
struct LocalizedStringKeyTests {
    private func strings(_ text: Text, locale: String = "en_US") -> [String] {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return text.styled(in: environment).runs.map(\.string)
    }

    /// The key is SwiftUI's: `%lld` for an Int, `%lf` for a Double, `%@` for a String or a Text,
    /// a literal `%` doubled (the keys Xcode extracts into a string catalog).
    @Test func keysHoldFormatSpecifiers() {
        let count = 3, name = "Ann", ratio = 0.5
        let key: LocalizedStringKey = "\(count) items for \(name) at \(ratio) or 100%"
        #expect(key.key == "%lld items for %@ at %lf or 100%%")
        #expect(key.arguments == [.int(3), .string("Ann"), .double(0.5)])
        #expect(("\(Int32(1)) \(Float(2)) \(UInt(3))" as LocalizedStringKey).key == "%d %f %llu")
        #expect(LocalizedStringKey("100%").key == "100%")
    }

    /// Integers group their thousands in the locale, as `Text("\(1000)")` reads "1,000" on an
    /// en_US iPhone (docs/typography.md, "Localized numbers"); de_DE reads "1.000".
    @Test func numbersFormatInTheEnvironmentLocale() {
        let count = 1000, price = 1234.5
        #expect(strings(Text("\(count)")) == ["1,000"])
        #expect(strings(Text("\(count)"), locale: "de_DE") == ["1.000"])
        #expect(strings(Text("\(price)")) == ["1,234.500000"])
        #expect(strings(Text("\(price)"), locale: "de_DE") == ["1.234,500000"])
        #expect(strings(Text("\(price, specifier: "%.1f")")) == ["1,234.5"])
        #expect(strings(Text("\(count) of 100% done")) == ["1,000 of 100% done"])
        #expect(strings(Text("100%")) == ["100%"])
    }

    /// Markdown applies to the format, not to the values: a bold specifier makes the number
    /// bold, and a value's asterisks stay as they are.
    @Test func markdownRunsKeepTheirArguments() {
        let count = 2500, label = "**not bold**"
        let text = Text("**\(count)** steps, \(label)")
        #expect(strings(text) == ["2,500", " steps, **not bold**"])
        #expect(text.runs.map { $0.style.weight == .bold } == [true, false])
    }

    /// An interpolated `Text` keeps its runs; a format style formats in the environment's locale.
    @Test func interpolatedTextsAndFormatStyles() {
        let price = 9.5
        let spliced = Text("Hi \(Text("you").bold()) **now**")
        #expect(strings(spliced) == ["Hi ", "you", " ", "now"])
        #expect(spliced.runs.map { $0.style.weight == .bold } == [false, true, false, true])
        #expect(strings(Text("\(price, format: .number.precision(.fractionLength(2)))")) == ["9.50"])
        #expect(strings(Text("Total \(Decimal(17.4), format: .currency(code: "EUR"))"), locale: "de_DE") == ["Total ", "17,40\u{A0}€"])
        #expect(strings(Text(8.5, format: .currency(code: "USD"))) == ["$8.50"])
    }

    /// Positional specifiers (a translation reorders its arguments) and specifiers without an
    /// argument, which stay as written rather than read past the arguments.
    @Test func positionalAndMissingArguments() {
        let arguments: [FormatArgument] = [.string("Ann"), .int(1200)]
        let format = { FormatArgument.format($0, arguments: arguments, locale: Locale(identifier: "en_US")) { _ in "" } }
        #expect(format("%2$lld by %1$@") == "1,200 by Ann")
        #expect(format("%@ %lld %@") == "Ann 1,200 %@")
        #expect(format("%lld") == "%lld")
        #expect(FormatArgument.positional("%@ has %lld%%", arguments: arguments) == "%1$@ has %2$lld%%")
        #expect(FormatSpecifier.segments(of: "a%-5.2lfb%%c%") == [.literal("a"),
            .specifier(FormatSpecifier(position: nil, body: "-5.2lf", conversion: "f", written: "%-5.2lf")), .literal("b%c%")])
    }

    /// Accessibility labels read the key formatted, as VoiceOver would speak it.
    @Test func plainStringFormats() {
        let count = 12000
        #expect(("\(count) unread" as LocalizedStringKey).plainString() == "12,000 unread")
        #expect(Text("\(count) unread").string == "12,000 unread")
    }
}
