@testable import LayoutDSL
import Testing

/// A text draws the layout of the size it was placed at, even when a container asks it about
/// another proposal afterwards (a subscription card's price drew "…", the layout of a probe).
struct TextLayoutCacheTests {
    @Test func drawsTheLayoutOfItsPlacedSize() {
        let cache = TextLayoutCache()
        let placed = cache.layout(for: ProposedViewSize(width: 200, height: nil)) { FixedPitchText.Shaped(size: CGSize(width: 89, height: 18)) }
        let probe = cache.layout(for: .zero) { FixedPitchText.Shaped(size: CGSize(width: 10, height: 18)) }
        #expect(cache.last === probe)
        #expect(cache.drawn(size: CGSize(width: 89, height: 18)) === placed)
        #expect(cache.drawn(size: CGSize(width: 10, height: 18)) === probe)
        // A size no layout has (a frame that rounds differently): the last asked for.
        #expect(cache.drawn(size: CGSize(width: 50, height: 18)) === probe)
    }
}
