@testable import LayoutDSL
import Testing

/// How a resizable image with cap insets divides its frame along one axis.
struct BitmapSlicesTests {
    typealias Span = BitmapBehavior.Span

    @Test func capsKeepTheirLengthAndTheMiddleStretches() {
        #expect(BitmapBehavior.spans(image: 6, frame: 20, lead: 2, trail: 1, tile: false)
            == [Span(source: 0...2, frame: 0...2), Span(source: 2...5, frame: 2...19), Span(source: 5...6, frame: 19...20)])
    }

    @Test func tilesRepeatTheMiddleAtItsLengthAndCutTheLastShort() {
        #expect(BitmapBehavior.spans(image: 4, frame: 9, lead: 1, trail: 1, tile: true)
            == [Span(source: 0...1, frame: 0...1), Span(source: 1...3, frame: 1...3), Span(source: 1...3, frame: 3...5),
                Span(source: 1...3, frame: 5...7), Span(source: 1...2, frame: 7...8), Span(source: 3...4, frame: 8...9)])
    }

    @Test func capsShrinkInProportionInAShortFrame() {
        #expect(BitmapBehavior.spans(image: 10, frame: 4, lead: 3, trail: 5, tile: false)
            == [Span(source: 0...3, frame: 0...1.5), Span(source: 5...10, frame: 1.5...4)])
    }

    @Test func badInsetsAreClampedAndEmptyFramesHaveNoSlices() {
        #expect(BitmapBehavior.spans(image: 4, frame: 8, lead: -3, trail: 9, tile: false) == [Span(source: 0...4, frame: 0...8)])
        #expect(BitmapBehavior.spans(image: 4, frame: 0, lead: 1, trail: 1, tile: true).isEmpty)
    }

    @Test func tilingTooFineStretchesInstead() {
        #expect(BitmapBehavior.spans(image: 0.01, frame: 100, lead: 0, trail: 0, tile: true) == [Span(source: 0...0.01, frame: 0...100)])
    }
}
