import Foundation
import LayoutDSL
import Render
import Testing

/// A typesetting language picks the font's localized forms (OpenType `locl`): Inter draws
/// Romanian's s with a cedilla as an s with a comma below, and leaves other letters alone.
struct TypesettingLanguageTests {
    private let romanian = Locale.Language(identifier: "ro")

    private func pixels(_ view: some View) throws -> [UInt32] {
        try render(view.font(.system(size: 44)).foregroundColor(.black).frame(width: 100, height: 60), width: 100, height: 60).pixels
    }

    @Test func languageSelectsLocalizedForms() throws {
        let plain = try pixels(Text("\u{15F}"))
        let localized = try pixels(Text("\u{15F}").typesettingLanguage(romanian))
        #expect(localized != plain)
        #expect(try pixels(Text("\u{219}")) == localized)
        #expect(try pixels(Text("\u{15F}").typesettingLanguage(romanian, isEnabled: false)) == plain)
        // The view modifier reaches the text inside; the text's own language wins.
        #expect(try pixels(VStack { Text("\u{15F}") }.typesettingLanguage(romanian)) == localized)
        #expect(try pixels(VStack { Text("\u{15F}").typesettingLanguage(.automatic) }.typesettingLanguage(romanian)) == plain)
        #expect(try pixels(Text("s").typesettingLanguage(romanian)) == (try pixels(Text("s"))))
    }
}
