import Foundation
@testable import LayoutDSL
@testable import Render
import Testing

/// iOS 26's line height (`lineHeight(_:)`, `AttributedString.LineHeight`) and an attributed
/// string's paragraph alignment (docs/reference/text-line-height.md).
struct TextLineHeightTests {
    /// The text's frame and first baseline: a 1 pt rule beside it in a first-baseline row ends at
    /// the baseline (a view without text has its bottom as its baseline).
    private func measure(_ text: Text, lineHeight: AttributedString.LineHeight?) throws -> (height: CGFloat, baseline: CGFloat) {
        let tree = try layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            text.lineHeight(lineHeight).accessibilityIdentifier("text")
            Rectangle().frame(width: 1, height: 1).accessibilityIdentifier("rule")
        }.fixedSize(), width: 600, height: 600, scale: 3)
        let (text, rule) = (frame(tree, "text"), frame(tree, "rule"))
        return (text.height, rule.maxY - text.minY)
    }

    /// Measured on iOS 26.5 (iiiivaska/prism's ADR-0021, T10 and T11): at 48 pt two lines are
    /// 96 pt tall at factor 1.0 and 144 pt at 1.5, the first baseline one point size (48) below
    /// the top at both.
    @Test func multipleMakesEachLineTheFactorTimesThePointSize() throws {
        let text = Text("First\nSecond").font(.system(size: 48))
        let one = try measure(text, lineHeight: .multiple(factor: 1.0))
        let half = try measure(text, lineHeight: .multiple(factor: 1.5))
        #expect(one.height == 96 && half.height == 144)
        #expect(one.baseline == 48 && half.baseline == 48)
    }

    /// `leading(increase:)` adds to the point size, `exact(points:)` is the height itself, the
    /// presets are multiples (1.2, 1.0, 1.5), and `variable` is the fonts' own line, as no value is.
    @Test func eachFormGivesItsHeight() throws {
        let text = Text("One\nTwo\nThree").font(.system(size: 20))
        #expect(try measure(text, lineHeight: .leading(increase: 6)).height == 78)
        #expect(try measure(text, lineHeight: .exact(points: 30)).height == 90)
        #expect(try measure(text, lineHeight: .normal).height == 72)
        #expect(try measure(text, lineHeight: .tight).height == 60)
        #expect(try measure(text, lineHeight: .loose).height == 90)
        let natural = try measure(text, lineHeight: nil)
        #expect(abs(natural.height - 215.0 / 3) < 0.001, "three lines of 20 x 2444 / 2048 pt, to whole pixels at 3x")
        #expect(try measure(text, lineHeight: .variable) == natural)
    }

    /// The largest point size of a line sets it: a 30 pt word in a 15 pt line makes it 1.5 x 30.
    @Test func theLargestPointSizeOfALineSetsIt() throws {
        let text = Text("small ").font(.system(size: 15)) + Text("Large").font(.system(size: 30))
        #expect(try measure(text, lineHeight: .multiple(factor: 1.5)) == (45, 30))
    }

    /// An attributed string's own `lineHeight` wins over the environment's for its paragraph.
    @Test func theAttributeWinsOverTheModifier() throws {
        var string = AttributedString("One\nTwo")
        string.font = .system(size: 20)
        string.lineHeight = .exact(points: 40)
        #expect(try measure(Text(string), lineHeight: .exact(points: 25)).height == 80)
        #expect(try measure(Text(string), lineHeight: nil).baseline == 20)
    }

    /// An attributed string's paragraph `alignment` places its lines by their visual edges, within
    /// the widest line, whatever `multilineTextAlignment` says; a paragraph without it keeps the
    /// text's alignment.
    @Test func paragraphAlignmentPlacesItsLines() throws {
        var string = AttributedString("A wide first line\nMid\nEnd")
        let mid = try #require(string.range(of: "Mid")), end = try #require(string.range(of: "End"))
        string[mid].alignment = .center
        string[end].alignment = .right
        let shaped = try #require(TextEngine.shared.layout(Text(string).styled(in: EnvironmentValues()), width: nil, height: nil,
                                                           options: TextLayoutOptions(alignment: .trailing)))
        let lines = shaped.lines
        try #require(lines.count == 3)
        #expect(abs(lines[0].origin.x) < 0.001)
        #expect(abs(lines[1].origin.x - (shaped.size.width - lines[1].width) / 2) < 0.001)
        #expect(abs(lines[2].origin.x - (shaped.size.width - lines[2].width)) < 0.001)
        #expect(lines[1].origin.x > 10 && lines[2].origin.x > lines[1].origin.x)
        // Set on part of a paragraph, the attribute covers the whole paragraph, as its run boundaries say.
        #expect(string.runs[\.alignment].count == 3)
    }
}
