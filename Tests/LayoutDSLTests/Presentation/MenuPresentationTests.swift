@testable import LayoutDSL
import Testing

/// An open menu on an iPhone 16 (393 × 852, safe area 59/34): where the platter goes
/// (`PlatterPlacement`), how its items are arranged (`MenuArrangement`), and what a tap does, in
/// iOS 18's design (iOS 26's rows: `GlassMenuTests`).
@Suite(.design(.compatibility))
struct MenuPresentationTests {
    private let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    private let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    /// A trailing bar button: the platter hangs below it, trailing edges lined up.
    @Test func placementBelowATrailingButton() {
        let placement = PlatterPlacement(anchor: CGRect(x: 340, y: 59, width: 44, height: 44), screen: screen, safeArea: safeArea)
        #expect(!placement.opensUpward)
        #expect(placement.frame(for: CGSize(width: 250, height: 200)) == CGRect(x: 134, y: 103, width: 250, height: 200))
        // A date picker's platter keeps 6 points from its field.
        var spaced = placement
        spaced.gap = 6
        #expect(spaced.frame(for: CGSize(width: 320, height: 332)) == CGRect(x: 64, y: 109, width: 320, height: 332))
    }

    /// A leading button low on the screen: above it, leading edges lined up, kept 8 points in.
    @Test func placementAboveALeadingButtonKeepsTheMargin() {
        let placement = PlatterPlacement(anchor: CGRect(x: 2, y: 700, width: 60, height: 30), screen: screen, safeArea: safeArea)
        #expect(placement.opensUpward)
        #expect(placement.frame(for: CGSize(width: 250, height: 200)) == CGRect(x: 8, y: 500, width: 250, height: 200))
    }

    /// A centred button: centred on it; a platter taller than the room left is shortened to it.
    @Test func placementCentredAndShortened() {
        let placement = PlatterPlacement(anchor: CGRect(x: 146, y: 400, width: 100, height: 40), screen: screen, safeArea: safeArea)
        #expect(placement.frame(for: CGSize(width: 250, height: 900)) == CGRect(x: 71, y: 440, width: 250, height: 852 - 34 - 8 - 440))
    }

    /// Section breaks collapse and leave the ends; rows that follow each other get a hairline,
    /// a title none; reversed, sections and rows run from the bottom up, titles first.
    @Test func arrangement() {
        let kinds: [MenuItemKind] = [.separator, .row, .row, .separator, .separator, .header, .row, .other, .separator]
        #expect(MenuArrangement.entries(kinds: kinds, reversed: false, design: .compatibility)
            == [.view(1), .hairline, .view(2), .separator, .view(5), .view(6), .hairline, .view(7)])
        #expect(MenuArrangement.entries(kinds: kinds, reversed: true, design: .compatibility)
            == [.view(5), .view(7), .hairline, .view(6), .separator, .view(2), .hairline, .view(1)])
        // A titled section holding an inline picker: the picker's own breaks do not part them.
        #expect(MenuArrangement.entries(kinds: [.row, .separator, .header, .separator, .row, .row, .separator, .separator, .row],
                                        reversed: false, design: .compatibility)
            == [.view(0), .separator, .view(2), .view(4), .hairline, .view(5), .separator, .view(8)])
    }

    private struct Toolbar: View {
        @State var log = "none"
        @State var archived = false
        let atBottom: Bool
        let order: MenuOrder
        var body: some View {
            VStack {
                if atBottom { Spacer() }
                HStack {
                    Text("Log: \(log)")
                    Spacer()
                    Menu("Actions") {
                        Button("Rename", systemImage: "pencil") { log = "rename" }
                        Button("Delete", systemImage: "trash", role: .destructive) { log = "delete" }
                        Divider()
                        Toggle("Archived", isOn: $archived)
                    }
                    .menuOrder(order)
                }
                if !atBottom { Spacer() }
            }
            .padding(.horizontal, 16)
        }
    }

    private func frame(_ text: String, in tree: ResolvedTree) throws -> CGRect {
        try #require(tree.allNodes.last { $0.text == text }).frame
    }

    /// Closed, nothing of the menu shows; a tap on "Actions" opens it below the button, its
    /// trailing edge on the button's: 44-point rows, the checkmark column (a toggle) moving every
    /// title to 32 points from the platter's leading edge, the 8-point band at the divider.
    @Test func tapOpensThePlatter() throws {
        let host = iPhone16Host(Toolbar(atBottom: false, order: .automatic))
        let closed = try host.update()
        #expect(!closed.allNodes.contains { $0.text == "Rename" })
        let button = try frame("Actions", in: closed)
        let open = try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        let rename = try frame("Rename", in: open), delete = try frame("Delete", in: open), archived = try frame("Archived", in: open)
        let platterMaxX = button.maxX, platterMinX = platterMaxX - 250
        #expect(abs(rename.minX - (platterMinX + 32)) < 0.01)
        #expect(abs(rename.midY - (button.maxY + 22)) < 0.01)
        #expect(abs(delete.midY - (rename.midY + 44 + 1.0 / 3)) < 0.01)
        #expect(abs(archived.midY - (delete.midY + 44 + 8)) < 0.01)
    }

    /// A row runs its action and closes the menu; a tap outside only closes it.
    @Test func rowsRunAndCloseOutsideCloses() throws {
        let host = iPhone16Host(Toolbar(atBottom: false, order: .automatic))
        let button = try frame("Actions", in: try host.update())
        let open = try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        let delete = try frame("Delete", in: open)
        let after = try host.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(after.allNodes.contains { $0.text == "Log: delete" })
        #expect(!after.allNodes.contains { $0.text == "Rename" })
        _ = try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        let outside = try host.tap(at: CGPoint(x: 100, y: 600))
        #expect(outside.allNodes.contains { $0.text == "Log: delete" })
        #expect(!outside.allNodes.contains { $0.text == "Rename" })
    }

    /// Low on the screen the platter opens upward, its bottom on the button's top: `.priority`
    /// (what `.automatic` is for a menu button) puts the first item nearest the button,
    /// `.fixed` keeps the written order.
    @Test(arguments: [MenuOrder.automatic, .fixed])
    func upwardOrder(order: MenuOrder) throws {
        let host = iPhone16Host(Toolbar(atBottom: true, order: order))
        let button = try frame("Actions", in: try host.update())
        let open = try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        let rename = try frame("Rename", in: open), archived = try frame("Archived", in: open)
        if order == .fixed {
            #expect(rename.midY < archived.midY)
            #expect(abs(archived.midY - (button.minY - 22)) < 0.01)
        } else {
            #expect(rename.midY > archived.midY)
            #expect(abs(rename.midY - (button.minY - 22)) < 0.01)
        }
    }

    /// In a scroll view `.automatic` keeps the written order even opening upward (Apple's
    /// documentation of `MenuOrder.automatic`).
    @Test func automaticIsFixedInScrollContent() throws {
        let view = ScrollView {
            VStack {
                Color.clear.frame(height: 700)
                Menu("Actions") {
                    Button("Rename") {}
                    Button("Delete") {}
                }
            }
            .frame(maxWidth: .infinity)
        }
        let host = iPhone16Host(view)
        let button = try frame("Actions", in: try host.update())
        let open = try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(try frame("Rename", in: open).midY < frame("Delete", in: open).midY)
        #expect(try frame("Delete", in: open).maxY < button.minY)
    }

    private struct SortPicker: View {
        @State var sort = "Date"
        var body: some View {
            Picker("Sort", selection: $sort) {
                Text("Date").tag("Date")
                Text("Title").tag("Title")
            }
            .pickerStyle(.menu)
        }
    }

    /// A menu picker opens its options, the selected one checked; choosing one selects it and
    /// closes the menu.
    @Test func menuPickerOpensAndSelects() throws {
        let host = iPhone16Host(SortPicker())
        let value = try frame("Date", in: try host.update())
        let open = try host.tap(at: CGPoint(x: value.midX, y: value.midY))
        let title = try frame("Title", in: open)
        let dateRow = try #require(open.allNodes.last { $0.text == "Date" }).frame
        #expect(abs(title.midY - (dateRow.midY + 44 + 1.0 / 3)) < 0.01)
        #expect(abs(title.minX - dateRow.minX) < 0.01)
        let chosen = try host.tap(at: CGPoint(x: title.midX, y: title.midY))
        #expect(chosen.allNodes.filter { $0.text == "Title" }.count == 1)
        #expect(!chosen.allNodes.contains { $0.text == "Date" })
    }

    private struct BarMenu: View {
        var body: some View {
            NavigationStack {
                Text("Notes").navigationTitle("Folder")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu { Button("Select Notes") {} } label: { Image(systemName: "ellipsis.circle") }
                        }
                    }
            }
        }
    }

    /// A bar item is as tall as the navigation bar (44 points under the 59-point status area), so
    /// its menu hangs from the bar's bottom edge, not from its icon's.
    @Test func barMenuHangsFromTheBar() throws {
        let host = iPhone16Host(BarMenu())
        let icon = try #require(try host.update().allNodes.last { $0.type == "ellipsis.circle" }).frame
        #expect(icon.height < 44)
        let open = try host.tap(at: CGPoint(x: icon.midX, y: icon.midY))
        let row = try frame("Select Notes", in: open)
        #expect(abs(row.midY - (59 + 44 + 22)) < 0.01)
    }
}

/// An open context menu on an iPhone 16 (`ContextMenuGeometry`): the lift, the side, the
/// alignment, the block moved into the content area; a held touch opening it (iOS 18's rows).
@Suite(.design(.compatibility))
struct ContextMenuTests {
    private let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    private let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    /// A 44-point icon high on the leading side lifts 15 %; the menu hangs 16 points below,
    /// leading edges lined up.
    @Test func smallViewLiftsAndTheMenuHangsBelow() {
        let geometry = ContextMenuGeometry(source: CGRect(x: 40, y: 200, width: 44, height: 44), screen: screen, safeArea: safeArea)
        #expect(abs(geometry.scale - 1.15) < 1e-9)
        let (preview, menu) = geometry.frames(menu: CGSize(width: 250, height: 88))
        #expect(abs(preview.width - 50.6) < 1e-9 && abs(preview.midX - 62) < 1e-9 && abs(preview.midY - 222) < 1e-9)
        #expect(abs(menu.minY - (preview.maxY + 16)) < 1e-9 && abs(menu.minX - preview.minX) < 1e-9 && menu.size == CGSize(width: 250, height: 88))
    }

    /// A wide bubble low on the screen lifts by 26 points on its longer side, opens its menu
    /// above with the trailing edges lined up when it sits on the trailing half, and the block
    /// moves inside the 16-point margin.
    @Test func wideViewLowOnTheTrailingSide() {
        let geometry = ContextMenuGeometry(source: CGRect(x: 120, y: 600, width: 260, height: 60), screen: screen, safeArea: safeArea)
        #expect(abs(geometry.scale - 286.0 / 260) < 1e-9)
        let (preview, menu) = geometry.frames(menu: CGSize(width: 250, height: 88))
        #expect(abs(preview.maxX - (393 - 16)) < 1e-9)
        #expect(abs(menu.maxY - (preview.minY - 16)) < 1e-9 && abs(menu.maxX - preview.maxX) < 1e-9)
    }

    /// A view as wide as the content area does not lift; a menu too tall for what is left is
    /// shortened to the content's height less the preview and gap, and the block, now as tall
    /// as the content area, moves up to its top.
    @Test func fullWidthRowAndATallMenu() {
        let geometry = ContextMenuGeometry(source: CGRect(x: 16, y: 100, width: 361, height: 80), screen: screen, safeArea: safeArea)
        #expect(geometry.scale == 1)
        let (preview, menu) = geometry.frames(menu: CGSize(width: 250, height: 2000))
        #expect(preview == CGRect(x: 16, y: 59, width: 361, height: 80))
        #expect(abs(menu.height - (852 - 59 - 34 - 80 - 16)) < 1e-9 && abs(menu.minY - 155) < 1e-9)
    }

    private struct Photo: View {
        @State var log = "none"
        var body: some View {
            VStack {
                Text("Log: \(log)")
                Color.orange.frame(width: 120, height: 120)
                    .contextMenu {
                        Button("Share", systemImage: "square.and.arrow.up") { log = "share" }
                        Button("Delete", systemImage: "trash", role: .destructive) { log = "delete" }
                    }
                Spacer()
            }
        }
    }

    /// A tap does nothing; a touch held half a second opens the menu below the lifted view;
    /// a row runs and closes it; a tap on the backdrop closes it.
    @Test func aHeldTouchOpensIt() throws {
        let host = iPhone16Host(Photo())
        let photo = try #require(try host.update().allNodes.first { $0.type == "Color" && $0.frame.width == 120 }).frame
        let center = CGPoint(x: photo.midX, y: photo.midY)
        #expect(!(try host.tap(at: center)).allNodes.contains { $0.text == "Share" })
        let open = try host.touch(at: center, holding: 0.5)
        let share = try #require(open.allNodes.last { $0.text == "Share" }).frame
        let lifted = 120 * 1.15  // min(1.15, (120 + 26) / 120)
        #expect(abs(share.midY - (photo.midY + lifted / 2 + 16 + 22)) < 0.01)
        let chosen = try host.tap(at: CGPoint(x: share.midX, y: share.midY))
        #expect(chosen.allNodes.contains { $0.text == "Log: share" } && !chosen.allNodes.contains { $0.text == "Share" })
        _ = try host.touch(at: center, holding: 0.5)
        let closed = try host.tap(at: CGPoint(x: 200, y: 800))
        #expect(!closed.allNodes.contains { $0.text == "Share" } && closed.allNodes.contains { $0.text == "Log: share" })
    }
}
