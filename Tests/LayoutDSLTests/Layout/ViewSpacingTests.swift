@testable import LayoutDSL
import Testing

/// SwiftUI's spacing categories (docs/typography.md §3): the largest of the shared categories,
/// else the plain minimums, else 8.
struct ViewSpacingTests {
    /// Body text at 2x: SF Pro's ascent, descent and cap height at 17 pt, a line of 20.5 pt.
    private let body = ViewSpacing(text: TextFontMetrics(ascent: 17 * 1950 / 2048, descent: 17 * 494 / 2048, capHeight: 17 * 1443 / 2048, leading: 0),
                                   firstBaseline: 16.5, lastBaseline: 16.5, height: 20.5, pixelLength: 0.5)
    private let plain = ViewSpacing()

    @Test func plainViewsMeetAtTheDefault() {
        #expect(plain.distance(to: plain, along: .vertical) == 8)
        #expect(plain.distance(to: plain, along: .horizontal) == 8)
    }

    /// Text on text: the lower text's leading (0 for SF Pro), not 8.
    @Test func textMeetsTextAtItsLeading() {
        #expect(body.distance(to: body, along: .vertical) == 0)
        let loose = ViewSpacing(text: TextFontMetrics(ascent: 16, descent: 4, capHeight: 12, leading: 1.2),
                                firstBaseline: 16, lastBaseline: 16, height: 21.5, pixelLength: 0.5)
        #expect(body.distance(to: loose, along: .vertical) == 1.5)
        #expect(loose.distance(to: body, along: .vertical) == 0)
    }

    /// A plain view above text: the text's descent plus a tenth of its line rounded up to a
    /// pixel (4.101 + 2.5); below text: a line and a tenth less its cap height (20.287 + 2.5 − 11.978).
    @Test func plainViewsKeepTheirDistanceFromText() {
        #expect(abs(plain.distance(to: body, along: .vertical) - 6.6006) < 0.001)
        #expect(abs(body.distance(to: plain, along: .vertical) - 10.8096) < 0.001)
        // Across the axis, horizontally written text asks nothing.
        #expect(body.distance(to: plain, along: .horizontal) == 8)
        #expect(body.distance(to: body, along: .horizontal) == 8)
    }

    /// A spacer's plain 0 wins over the default next to anything.
    @Test func spacersAddNothing() {
        let spacer = ViewSpacing(axis: .vertical, value: 0)
        #expect(spacer.distance(to: body, along: .vertical) == 0)
        #expect(body.distance(to: spacer, along: .vertical) == 0)
        #expect(plain.distance(to: spacer, along: .vertical) == 0)
    }

    /// Reset edges are a plain view's: a padded text is spaced as a shape on those edges.
    @Test func resetEdgesArePlain() {
        var padded = body
        padded.reset(.vertical)
        #expect(padded.distance(to: body, along: .vertical) == plain.distance(to: body, along: .vertical))
        #expect(padded.distance(to: plain, along: .vertical) == 8)
        var top = body
        top.reset(.top)
        #expect(top.distance(to: body, along: .vertical) == 0)
        #expect(abs(plain.distance(to: top, along: .vertical) - 8) < 0.001)
    }

    /// A union keeps each category's largest: a row of a plain view and text meets text above it
    /// as the plain view does (its edgeAboveText 0 plus the text's 6.6 beats textToText's 0).
    @Test func unionKeepsEveryCategory() {
        let row = ViewSpacing.empty.union(plain).union(body)
        #expect(abs(row.distance(to: body, along: .vertical) - 6.6006) < 0.001)
        #expect(abs(body.distance(to: row, along: .vertical) - 10.8096) < 0.001)
        #expect(ViewSpacing.empty.union(body).distance(to: body, along: .vertical) == 0)
    }
}
