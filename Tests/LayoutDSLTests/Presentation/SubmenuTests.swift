@testable import LayoutDSL
import Testing

/// A `Menu` inside an open menu on an iPhone: a row with the chevron in the leading column that
/// opens its content stacked over the menu (`SubmenuStackLayout`, UIKit's stacked hierarchy), in
/// iOS 18's design.
@Suite(.design(.compatibility))
struct SubmenuTests {
    /// Opening downward the submenu's top is 12 points above its row's top in the menu shrunk to
    /// 0.97 about its top edge, at least 12 below the menu's top, and moved up when it would run
    /// past the room; upward its bottom follows the row in the menu shrunk about its bottom
    /// edge, at most 12 above it. It lines up with the menu on the menu's attached side.
    @Test func stackedFrames() {
        let card = CGSize(width: 250, height: 221), menu = CGSize(width: 250, height: 300)
        func frame(rowTop: CGFloat, attachment: UnitPoint, room: CGFloat?, card: CGSize = card) -> CGRect {
            SubmenuStackLayout.frame(of: card, over: menu, rowTop: rowTop, attachment: attachment, depth: 1, room: room)
        }
        #expect(frame(rowTop: 96, attachment: UnitPoint(x: 1, y: 0), room: 600) == CGRect(x: 0, y: 96 * 0.97 - 12, width: 250, height: 221))
        #expect(frame(rowTop: 0, attachment: UnitPoint(x: 1, y: 0), room: 600).minY == 12)
        #expect(frame(rowTop: 96, attachment: UnitPoint(x: 1, y: 0), room: 250).minY == 29)
        #expect(frame(rowTop: 96, attachment: UnitPoint(x: 1, y: 0), room: nil).minY == 96 * 0.97 - 12)
        let small = CGSize(width: 250, height: 60)
        let upward = frame(rowTop: 200, attachment: UnitPoint(x: 0, y: 1), room: 600, card: small)
        #expect(abs(upward.minY - (300 + (200 - 300) * 0.97 - 12)) < 1e-9)
        #expect(frame(rowTop: 200, attachment: UnitPoint(x: 0, y: 1), room: 600).maxY == 288)
        #expect(frame(rowTop: 96, attachment: UnitPoint(x: 1, y: 0), room: 600, card: CGSize(width: 200, height: 100)).minX == 50)
        #expect(frame(rowTop: 96, attachment: UnitPoint(x: 0.5, y: 0), room: 600, card: CGSize(width: 200, height: 100)).minX == 25)
    }

    private struct Folder: View {
        @State var sort = "Name"
        @State var log = "none"
        var body: some View {
            VStack {
                HStack {
                    Text("Sort: \(sort), log: \(log)")
                    Spacer()
                    Menu("More") {
                        Button("Select", systemImage: "checkmark.circle") { log = "select" }
                        Menu("Sort By") {
                            Picker("Sort By", selection: $sort) {
                                ForEach(["Name", "Date", "Size"], id: \.self) { Text($0) }
                            }
                        }
                    }
                }
                Spacer()
            }
            .padding(.horizontal, 16)
        }
    }

    private func frames(_ text: String, in tree: ResolvedTree) -> [CGRect] {
        tree.allNodes.filter { $0.text == text }.map(\.frame)
    }

    /// The submenu's row keeps the menu open and stacks the submenu over it: its title first
    /// (the row's title again, 44 points, a hairline under it), then its items; the menu's
    /// other rows stay. A tap on the title goes back; choosing an item closes both.
    @Test func aSubmenuOpensOverItsMenu() throws {
        let host = iPhone16Host(Folder())
        let more = try #require(frames("More", in: try host.update()).first)
        let open = try host.tap(at: CGPoint(x: more.midX, y: more.midY))
        let select = try #require(frames("Select", in: open).first), row = try #require(frames("Sort By", in: open).first)
        // Every title of a menu with a submenu starts after the leading column.
        #expect(abs(select.minX - (more.maxX - 250 + 32)) < 0.01)
        let platterTop = select.midY - 22, rowTop = row.midY - 22 - platterTop
        #expect(abs(rowTop - (44 + 1.0 / 3)) < 0.01)
        let stacked = try host.tap(at: CGPoint(x: row.midX, y: row.midY))
        // The submenu's title, then the row under it in the menu shrunk about its top edge.
        let titles = frames("Sort By", in: stacked).sorted { $0.minY < $1.minY }
        #expect(titles.count == 2)
        let cardTop = platterTop + max(12, rowTop * 0.97 - 12)
        #expect(abs(titles[0].midY - (cardTop + 22)) < 0.01)
        #expect(abs(titles[1].midY - (platterTop + (rowTop + 22) * 0.97)) < 0.01)
        let name = try #require(frames("Name", in: stacked).first)
        #expect(abs(name.midY - (cardTop + 44 + 1.0 / 3 + 22)) < 0.01)
        #expect(abs(name.minX - select.minX) < 0.01)
        #expect(!frames("Select", in: stacked).isEmpty)
        // Back to the menu, then into the submenu again and a choice.
        let back = try host.tap(at: CGPoint(x: titles[0].midX, y: titles[0].midY))
        #expect(frames("Sort By", in: back).count == 1)
        #expect(!frames("Select", in: back).isEmpty)
        let again = try host.tap(at: CGPoint(x: row.midX, y: row.midY))
        let size = try #require(frames("Size", in: again).first)
        let chosen = try host.tap(at: CGPoint(x: size.midX, y: size.midY))
        #expect(chosen.allNodes.contains { $0.text == "Sort: Size, log: none" })
        #expect(frames("Select", in: chosen).isEmpty)
    }

    private struct Sorter: View {
        @State var sort = "Date"
        var body: some View {
            VStack {
                HStack {
                    Text("Sorted by \(sort)")
                    Spacer()
                    Menu("More") {
                        Button("Select") {}
                        Picker("Sort By", selection: $sort) {
                            ForEach(["Name", "Date", "Size"], id: \.self) { Text($0) }
                        }
                        .pickerStyle(.menu)
                    }
                }
                Spacer()
            }
            .padding(.horizontal, 16)
        }
    }

    /// A menu-style picker in a menu is a submenu (Apple's documentation of `MenuPickerStyle`),
    /// its row showing the current value under its title; its options open over the menu, the
    /// current one checked, and a choice selects it and closes both.
    @Test func aMenuPickerInAMenuIsASubmenu() throws {
        let host = iPhone16Host(Sorter())
        let more = try #require(frames("More", in: try host.update()).first)
        let open = try host.tap(at: CGPoint(x: more.midX, y: more.midY))
        let title = try #require(frames("Sort By", in: open).first), value = try #require(frames("Date", in: open).first)
        #expect(frames("Name", in: open).isEmpty)
        #expect(abs(value.minX - title.minX) < 0.01 && value.minY >= title.maxY - 0.01)
        let stacked = try host.tap(at: CGPoint(x: title.midX, y: title.midY))
        let size = try #require(frames("Size", in: stacked).first)
        #expect(frames("Name", in: stacked).count == 1)
        let chosen = try host.tap(at: CGPoint(x: size.midX, y: size.midY))
        #expect(chosen.allNodes.contains { $0.text == "Sorted by Size" })
        #expect(frames("Select", in: chosen).isEmpty)
    }
}
