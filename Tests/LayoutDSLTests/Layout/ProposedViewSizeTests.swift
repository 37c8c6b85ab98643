import Foundation
import LayoutDSL
import Testing

/// A proposal stores each dimension in a word; it reads, compares and hashes as the optionals
/// SwiftUI's `ProposedViewSize` holds.
struct ProposedViewSizeTests {
    @Test func dimensionsReadBackAsGiven() {
        var proposal = ProposedViewSize(width: nil, height: 12.5)
        #expect(proposal.width == nil && proposal.height == 12.5)
        proposal.width = -0.0
        proposal.height = nil
        #expect(proposal.width?.sign == .minus && proposal.height == nil)
        proposal.width = .infinity
        #expect(proposal.width == .infinity)
        // NaN stays a (non-nil) NaN, whatever its payload, the one that means nil included.
        let marked = CGFloat(bitPattern: 0x7FF8_0000_0000_0DD1)
        let odd = ProposedViewSize(width: .nan, height: marked)
        #expect(odd.width?.isNaN == true && odd.height?.isNaN == true)
    }

    @Test func equalityAndHashingAreTheOptionals() {
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(width: 0, height: nil) == ProposedViewSize(width: -0.0, height: nil))
        #expect(ProposedViewSize(width: 0, height: nil).hashValue == ProposedViewSize(width: -0.0, height: nil).hashValue)
        #expect(ProposedViewSize(width: 0, height: nil) != ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(width: .nan, height: 1) != ProposedViewSize(width: .nan, height: 1))
        #expect(Set([ProposedViewSize.zero, .unspecified, .infinity, .zero]).count == 3)
    }

    /// Printed as the optionals it holds (what `print(proposal)` showed before, and in SwiftUI).
    @Test func printsItsOptionals() {
        #expect(String(describing: ProposedViewSize(width: 0, height: nil)) == "ProposedViewSize(width: Optional(0.0), height: nil)")
    }
}
