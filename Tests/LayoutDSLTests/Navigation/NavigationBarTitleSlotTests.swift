@testable import LayoutDSL
import Testing

/// The inline title between a bar's items (`NavigationBarTitleSlot`): centred on the bar while it
/// fits between them, moved clear of them beside wide items, truncated between crowded ones, in
/// both designs.
struct NavigationBarTitleSlotTests {
    /// Where a title starts in its room: centred on the bar's centre, else kept inside the room.
    @Test func theTitleStaysInItsRoom() {
        // A 60 pt title in a 300 pt room whose bar centre is 150 pt in: centred.
        #expect(BarTitlePlacement.minX(width: 60, centreX: 150, room: 300) == 120)
        // The room starts 120 pt past the bar's start (a wide leading item): the bar's centre is
        // 76.5 pt in, so a 200 pt title would start before the room; it starts at its edge.
        #expect(BarTitlePlacement.minX(width: 200, centreX: 76.5, room: 240) == 0)
        // The room ends before the bar's centre plus half the title: it ends at the room's end.
        #expect(BarTitlePlacement.minX(width: 100, centreX: 180, room: 200) == 100)
        // Wider than the room: it fills the room (and is truncated to it).
        #expect(BarTitlePlacement.minX(width: 300, centreX: 150, room: 200) == 0)
    }

    /// An edit button and one trailing item, or five.
    struct Crowded: View {
        let items: Int
        var body: some View {
            NavigationStack {
                Color.white
                    .navigationTitle("Holiday Photos 2026")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit", systemImage: "pencil") {} }
                        ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {}.accessibilityIdentifier("item0") }
                        if items == 5 {
                            ToolbarItem { Button("Favourite", systemImage: "heart") {}.accessibilityIdentifier("item1") }
                            ToolbarItem { Button("Archive", systemImage: "archivebox") {}.accessibilityIdentifier("item2") }
                            ToolbarItem { Button("Delete", systemImage: "trash") {}.accessibilityIdentifier("item3") }
                            ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") {}.accessibilityIdentifier("item4") }
                        }
                    }
            }
        }
    }

    func bar(_ items: Int, design: SystemDesign) throws -> (title: CGRect, items: [CGRect]) {
        let host = iPhone16Host(Crowded(items: items))
        host.environment.systemDesign = design
        let tree = try host.update()
        let title = try #require(tree.allNodes.first { $0.type == "Text" && $0.text == "Holiday Photos 2026" })
        return (title.frame, (0..<items).compactMap { tree.node(id: "item\($0)")?.frame })
    }

    /// With one item on each side the title is centred on the 393 pt bar; with five trailing
    /// items it ends before the first of them, narrower than it would be (truncated).
    @Test(arguments: [SystemDesign.liquidGlass, .compatibility])
    func theTitleGivesWayToItems(design: SystemDesign) throws {
        let roomy = try bar(1, design: design)
        #expect(abs(roomy.title.midX - 393 / 2) < 0.01)
        let crowded = try bar(5, design: design)
        let firstItem = try #require(crowded.items.map(\.minX).min())
        #expect(crowded.title.maxX <= firstItem)
        #expect(crowded.title.width < roomy.title.width)
    }
}
