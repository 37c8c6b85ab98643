@testable import LayoutDSL
import Testing

/// `Placements`, the answer of `NodeBehavior.placements`: one placement kept inline, more in an
/// array, read and written by index either way.
struct PlacementsTests {
    private static func placement(_ x: CGFloat) -> Placement {
        Placement(origin: CGPoint(x: x, y: 0), proposal: ProposedViewSize(width: x, height: nil), size: CGSize(width: x, height: 1))
    }

    @Test func onePlacementIsReadAndWrittenInPlace() {
        var placements = Placements(Self.placement(3))
        #expect(placements.count == 1)
        placements[0].origin.x = 7
        #expect(placements[0].origin == CGPoint(x: 7, y: 0))
        #expect(placements[0].size == CGSize(width: 3, height: 1))
        #expect(Array(placements).map(\.origin.x) == [7])
    }

    @Test func severalPlacementsKeepTheirOrderAndTakeWritesByIndex() {
        var placements = Placements((1...3).map { Self.placement(CGFloat($0)) })
        placements[1].origin.x = 20
        #expect(placements.count == 3)
        #expect(placements.map(\.origin.x) == [1, 20, 3])
        #expect(placements.map(\.size.width) == [1, 2, 3])
    }

    @Test func literalsAndEmptyListsCount() {
        let none: Placements = []
        let two: Placements = [Self.placement(1), Self.placement(2)]
        let one: Placements = [Self.placement(5)]
        #expect(none.isEmpty && none.first == nil)
        #expect(two.count == 2 && two.last?.origin.x == 2)
        #expect(one.count == 1 && one.first?.proposal.width == 5)
    }

    /// A right-to-left parent mirrors its placements in place (`LayoutPass.mirror`): each
    /// subview's x becomes `width − x − childWidth`, for one placement as for several.
    @Test func mirroringWritesEachPlacement() {
        var one = Placements(Self.placement(10))
        LayoutPass.mirror(&one, width: 100)
        #expect(one[0].origin.x == 80)
        var two: Placements = [Self.placement(10), Self.placement(30)]
        LayoutPass.mirror(&two, width: 100)
        #expect(two.map(\.origin.x) == [80, 40])
    }
}
