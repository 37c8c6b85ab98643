import Foundation
@testable import LayoutDSL
import Testing

struct MarkdownInlineTests {
    private typealias Summary = (string: String, bold: Bool, italic: Bool, code: Bool, strike: Bool, link: String?)
    private func summary(_ text: Text) -> [Summary] {
        text.runs.map { ($0.string, $0.style.weight == .bold, $0.style.italic, $0.style.monospaced,
                         $0.style.strikethrough != nil, $0.style.link?.absoluteString) }
    }

    /// A string literal's Markdown becomes styled runs, delimiters removed.
    @Test func literalMarkdownStylesRuns() {
        let runs = summary(Text("**bold** and _italic_ and ***both*** `x*y` [link](https://x.com) ~~strike~~"))
        #expect(runs.map(\.string) == ["bold", " and ", "italic", " and ", "both", " ", "x*y", " ", "link", " ", "strike"])
        #expect(runs[0].bold && !runs[0].italic)
        #expect(runs[2].italic && !runs[2].bold)
        #expect(runs[4].bold && runs[4].italic)
        #expect(runs[6].code && !runs[6].italic)
        #expect(runs[8].link == "https://x.com")
        #expect(runs[10].strike)
        #expect(!runs[1].bold && !runs[1].italic && runs[1].link == nil)
    }

    /// Nested emphasis, escapes, unclosed delimiters and intraword underscores stay as CommonMark has them.
    @Test func edgeCasesStayLiteral() {
        let nested = summary(Text("*a **b** c*"))
        #expect(nested.map(\.string) == ["a ", "b", " c"])
        #expect(nested.allSatisfy(\.italic) && nested[1].bold && !nested[0].bold)
        #expect(Text("2 * 3 * 4").runs.map(\.string) == ["2 * 3 * 4"])
        #expect(Text("snake_case_name").runs.map(\.string) == ["snake_case_name"])
        #expect(Text("\\*not italic\\*").runs.map(\.string) == ["*not italic*"])
        #expect(Text("**open").runs.map(\.string) == ["**open"])
        #expect(Text("").runs.map(\.string) == [""])
    }

    /// Markdown is read only in literals: `verbatim:` and a `String` variable keep the asterisks.
    @Test func verbatimAndStringsAreNotParsed() {
        let string = "**bold**"
        #expect(Text(verbatim: "**bold**").runs.map(\.string) == ["**bold**"])
        #expect(Text(string).runs.map(\.string) == ["**bold**"])
    }
}
