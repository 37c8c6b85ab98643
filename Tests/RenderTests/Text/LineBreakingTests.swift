import LayoutDSL
@testable import Render
import Testing

/// How paragraphs break into lines (docs/reference/ios-line-breaking.md): first fit, then a
/// two-line paragraph whose second line is one short word takes a word down from the first, as
/// iOS's standard line-break strategy pushes it out. Each case is one iOS drew, at a width
/// that makes first fit here end the same way.
struct LineBreakingTests {
    private func paragraph(_ string: String, _ font: Font) -> Paragraph {
        let text = StyledText(runs: [.init(string: string, font: font, color: Color.Resolved(red: 0, green: 0, blue: 0))])
        return Paragraph(text: text, scale: 1, direction: .natural, engine: TextEngine.shared)
    }

    /// The lines of `string` at a width just wider than `fitting` (a first line first fit ends with).
    private func lines(_ string: String, _ font: Font, fitting: String, pushesOut: Bool = true) -> [String] {
        let measured = paragraph(fitting, font)
        let width = measured.trimmedWidth(0..<measured.glyphs.count) + 0.5
        let text = paragraph(string, font)
        return text.breakLines(width: width, pushesOutOrphans: pushesOut).map { line in
            guard !line.isEmpty else { return "" }
            let start = text.glyphs[line.lowerBound].cluster
            let end = line.upperBound < text.glyphs.count ? text.glyphs[line.upperBound].cluster : text.bytes.count
            return String(decoding: text.bytes[start..<end], as: UTF8.self)
        }
    }

    private let title = Font.largeTitle.bold()

    @Test func aShortOrphanOfTwoLinesTakesTheWordBeforeIt() {
        #expect(lines("Welcome to Home Assistant", title, fitting: "Welcome to Home") == ["Welcome to ", "Home Assistant"])
        #expect(lines("Define your home network", title, fitting: "Define your home") == ["Define your ", "home network"])
        #expect(lines("Welcome to Home Assistant", title, fitting: "Welcome to Home", pushesOut: false)
                == ["Welcome to Home ", "Assistant"])
    }

    @Test func eachParagraphIsPushedOutOnItsOwn() {
        #expect(lines("Local by default.\nRemote when you're ready.", title, fitting: "Remote when you're")
                == ["Local by default.\n", "Remote when ", "you're ready."])
    }

    @Test func longOrphansLongerParagraphsAndWordsThatDoNotFitStay() {
        let footer = "Allows checking for important alerts like security vulnerabilities."
        #expect(lines(footer, .footnote, fitting: "Allows checking for important alerts like security")
                == ["Allows checking for important alerts like security ", "vulnerabilities."])
        let three = lines("Use this device's location for automations", title, fitting: "Use this device's")
        #expect(three.count == 3 && three.last == "automations")
        #expect(lines("ab cdefghijklmnopqrst uvwxyzabcd", .body, fitting: "ab cdefghijklmnopqrst")
                == ["ab cdefghijklmnopqrst ", "uvwxyzabcd"])
    }
}
