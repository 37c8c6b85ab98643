import LayoutDSL
import Testing

/// A scroll view takes the proposal along its scrolling axes and its content's size across
/// them (swiftuifieldguide.com/layout/scrollview, "Gotchas": a vertical scroll view "only
/// becomes as wide as the width of its contents").
struct ScrollViewSizingTests {
    @Test func verticalIsAsTallAsProposedAndAsWideAsItsContent() throws {
        let tree = try resolve(ScrollView { Color.red.frame(width: 100, height: 50) }.accessibilityIdentifier("scroll"), 390, 600)
        #expect(frame(tree, "scroll") == rect(145, 0, 100, 600))
        // A flexible frame makes it full width, the field guide's fix.
        let wide = try resolve(ScrollView { Color.red.frame(width: 100, height: 50).frame(maxWidth: .infinity) }
            .accessibilityIdentifier("scroll"), 390, 600)
        #expect(frame(wide, "scroll") == rect(0, 0, 390, 600))
    }

    @Test func horizontalIsAsWideAsProposedAndAsTallAsItsContent() throws {
        let tree = try resolve(ScrollView(.horizontal) { Color.red.frame(width: 50, height: 80) }.accessibilityIdentifier("scroll"), 390, 600)
        #expect(frame(tree, "scroll") == rect(0, 260, 390, 80))
    }

    /// Scrolling both ways it takes the whole proposal; with none, its content's size.
    @Test func bothAxesAndNoProposal() throws {
        let both = try resolve(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 50, height: 80) }
            .accessibilityIdentifier("scroll"), 390, 600)
        #expect(frame(both, "scroll") == rect(0, 0, 390, 600))
        let ideal = try resolve(ScrollView { Color.red.frame(width: 50, height: 80) }.fixedSize().accessibilityIdentifier("scroll"), 390, 600)
        #expect(frame(ideal, "scroll") == rect(170, 260, 50, 80))
    }
}
