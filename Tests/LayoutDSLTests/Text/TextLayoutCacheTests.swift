@testable import LayoutDSL
import Testing

/// A text draws the layout of the proposal it was placed with, even when a container asks it
/// about another proposal afterwards (a subscription card's price drew "…", the layout of a probe).
struct TextLayoutCacheTests {
    @Test func drawsTheLayoutOfItsPlacement() throws {
        let text = StyledText(runs: [.init(string: "$4.99/month", font: .subheadline, color: Color.Resolved(red: 0, green: 0, blue: 0))])
        let behavior = TextBehavior(text: text, options: TextLayoutOptions(), measurer: FixedPitchText())
        let placedWith = ProposedViewSize(width: 200, height: nil)
        let placed = try #require(behavior.layout(placedWith))
        let probe = try #require(behavior.layout(.zero))
        #expect(placed.size.width > probe.size.width)
        func drawn(_ display: NodeDisplay) -> ShapedText? {
            for item in display.content { if case .text(let shaped) = item { return shaped } }
            return nil
        }
        // Without a proposal, the last asked for; with the placement's, the placement's.
        #expect(drawn(behavior.display(size: placed.size)) === probe)
        #expect(drawn(behavior.display(size: placed.size, placedWith: placedWith)) === placed)
    }
}
