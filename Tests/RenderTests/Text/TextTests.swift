import LayoutDSL
import Render
import Testing

struct TextTests {
    /// One line of each text style is the system font's line height, size × 2444/2048, rounded
    /// up to whole pixels (docs/dynamic-type.md §2): at 3x, `.body` is 61 pixels (20.33 pt).
    @Test(arguments: [(Font.largeTitle, 122), (.title, 101), (.title2, 79), (.title3, 72), (.headline, 61), (.body, 61),
                      (.callout, 58), (.subheadline, 54), (.footnote, 47), (.caption, 43), (.caption2, 40)] as [(Font, CGFloat)])
    func textStyleLineHeights(font: Font, pixels: CGFloat) throws {
        let tree = try layout(Text("Hamburgefonstiv").font(font).accessibilityIdentifier("t").fixedSize(), scale: 3)
        #expect(frame(tree, "t").height == pixels / 3)
        #expect(frame(tree, "t").width > 0)
    }

    /// Bigger styles are wider; bold is wider than regular at the same size.
    @Test func widthsFollowSizeAndWeight() throws {
        func width(_ text: Text) throws -> CGFloat { frame(try layout(text.accessibilityIdentifier("t").fixedSize()), "t").width }
        #expect(try width(Text("Wide").font(.title)) > width(Text("Wide").font(.body)))
        #expect(try width(Text("Wide").font(.body).bold()) > width(Text("Wide").font(.body)))
    }

    /// With no width proposed a paragraph is one line; in a fixed width it wraps, growing by
    /// one line height per line.
    @Test func wrapsInFixedWidth() throws {
        let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let ideal = try layout(Text(sentence).accessibilityIdentifier("t").fixedSize(), width: 2000)
        #expect(frame(ideal, "t").height == 21)
        let wrapped = try layout(Text(sentence).frame(width: 150).accessibilityIdentifier("f"), width: 400, height: 400)
        let text = try #require(wrapped.node(id: "f")?.children.first)
        let lines = Int((text.frame.height / bodyLine).rounded(.down))
        #expect(lines >= 4)
        #expect(text.frame.height == (CGFloat(lines) * bodyLine).rounded(.up))
        #expect(text.frame.width <= 150)
    }

    /// A line limit keeps that many lines; the text then ends in an ellipsis.
    @Test func lineLimitTruncates() throws {
        let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let tree = try layout(Text(sentence).lineLimit(2).frame(width: 150).accessibilityIdentifier("f"))
        // Two 20.287 pt lines, rounded up to whole pixels at 1x.
        #expect(tree.node(id: "f")?.children.first?.frame.height == 41)
        // A height that fits one line truncates too.
        let short = try layout(Text(sentence).frame(width: 150, height: 30).accessibilityIdentifier("f"))
        #expect(short.node(id: "f")?.children.first?.frame.height == 21)
    }

    /// Chinese falls back to Noto CJK and emoji to Noto Color Emoji: their pixels are not blank,
    /// and the emoji is in color.
    @Test func fallbackFontsDraw() throws {
        let cjk = try render(Text("你好").font(.system(size: 40)).foregroundColor(.black), width: 100, height: 60)
        #expect(cjk.coveredArea > 200)
        let emoji = try render(Text("🚀").font(.system(size: 40)), width: 60, height: 60)
        #expect(emoji.coveredArea > 200)
        #expect(emoji.pixels.contains { p in
            let r = Int(p & 0xFF), g = Int((p >> 8) & 0xFF), b = Int((p >> 16) & 0xFF)
            return max(r, g, b) - min(r, g, b) > 60
        })
    }

    /// In an HStack aligned on first baselines, texts of different sizes share a baseline.
    @Test func baselineAlignmentAcrossFonts() throws {
        let tree = try layout(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).accessibilityIdentifier("big")
            Text("small").font(.caption).accessibilityIdentifier("small")
        })
        let big = frame(tree, "big"), small = frame(tree, "small")
        // Both baselines sit at the same y: each text's baseline is its line-box centre plus
        // half its ascent minus descent, so the boxes are offset.
        #expect(big.minY < small.minY)
        #expect(big.maxY > small.maxY)
        let bottom = try layout(HStack(alignment: .bottom) {
            Text("Big").font(.largeTitle).accessibilityIdentifier("big")
            Text("small").font(.caption).accessibilityIdentifier("small")
        })
        #expect(frame(bottom, "big").maxY == frame(bottom, "small").maxY)
        #expect(frame(tree, "small").minY != frame(bottom, "small").minY)
    }

    /// Text + Text keeps each run's style; the concatenation lays out as one paragraph.
    @Test func concatenation() throws {
        let joined = try layout((Text("Hello ").bold() + Text("world")).accessibilityIdentifier("t").fixedSize())
        let plain = try layout(Text("Hello world").accessibilityIdentifier("t").fixedSize())
        #expect(frame(joined, "t").height == 21)
        #expect(frame(joined, "t").width > frame(plain, "t").width)
    }

    /// minimumScaleFactor shrinks text to fit one line instead of truncating.
    @Test func minimumScaleFactorShrinks() throws {
        let tree = try layout(Text("A rather long title").font(.title).lineLimit(1).minimumScaleFactor(0.5)
            .frame(width: 120).accessibilityIdentifier("f"))
        let text = try #require(tree.node(id: "f")?.children.first)
        #expect(text.frame.width <= 120)
        #expect(text.frame.height < 34)
    }
}

/// One line of 17 pt system text, before pixel rounding: 17 × 2444/2048.
private let bodyLine: CGFloat = 20.287109375
