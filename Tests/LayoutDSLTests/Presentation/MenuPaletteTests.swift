@testable import LayoutDSL
import Testing

/// A palette picker inside an open menu: a row of its options' images (`MenuPaletteRow`).
struct MenuPaletteTests {
    /// Up to three options share the menu's 250 points in cells of W / (n + 1), centred; from
    /// four, the end images' centres sit 28 points in, cells at least 38 wide; past six the row
    /// starts 11 points in and scrolls.
    @Test func cells() {
        func layout(_ n: Int) -> MenuPaletteLayout { MenuPaletteLayout(count: n, width: 250) }
        #expect(abs(layout(2).cellWidth - 250 / 3) < 1e-9 && abs(layout(2).leadingInset - 250 / 6) < 1e-9)
        #expect(layout(3).cellWidth == 62.5 && layout(3).leadingInset == 31.25)
        for n in 4...6 {
            let cells = layout(n)
            #expect(abs(cells.leadingInset + cells.cellWidth / 2 - 28) < 1e-9, "n = \(n)")
            #expect(abs(cells.leadingInset + (CGFloat(n) - 0.5) * cells.cellWidth - (250 - 28)) < 1e-9, "n = \(n)")
        }
        #expect(layout(8).cellWidth == 38 && layout(8).leadingInset == 11)
    }

    /// A palette's section is parted from its neighbours by a hairline, other sections by the band.
    @Test func hairlinesAroundAPalette() {
        let kinds: [MenuItemKind] = [.row, .separator, .palette, .separator, .row, .separator, .separator, .row]
        #expect(MenuArrangement.entries(kinds: kinds, reversed: false, design: .compatibility)
            == [.view(0), .hairline, .view(2), .hairline, .view(4), .separator, .view(7)])
    }

    /// An option's image is secondary label, the selected one the menu's tint; an option that
    /// sets its own tint keeps it, selected or not.
    @Test func colours() {
        var environment = EnvironmentValues()
        let blue = AnyShapeStyle(Color.blue)
        let secondary = HierarchicalShapeStyle.secondary._paint(in: environment)
        #expect(MenuPaletteItemStyle(highlightsSelection: false, menuTint: blue)._paint(in: environment) == secondary)
        #expect(MenuPaletteItemStyle(highlightsSelection: true, menuTint: blue)._paint(in: environment) == Color.blue._paint(in: environment))
        #expect(MenuPaletteItemStyle(highlightsSelection: true, menuTint: nil)._paint(in: environment)
            == Color.accentColor._paint(in: environment))
        environment.tintStyle = AnyShapeStyle(Color.red)
        #expect(MenuPaletteItemStyle(highlightsSelection: false, menuTint: blue)._paint(in: environment) == Color.red._paint(in: environment))
    }

    private struct Mail: View {
        @State var flag = "Orange"
        var body: some View {
            VStack {
                HStack {
                    Text("Flag: \(flag)")
                    Spacer()
                    Menu("More") {
                        Picker("Flag", selection: $flag) {
                            ForEach(["Red", "Orange", "Blue"], id: \.self) { Label($0, systemImage: "flag").tag($0) }
                        }
                        .pickerStyle(.palette)
                        Button("Archive") {}
                    }
                }
                Spacer()
            }
            .padding(.horizontal, 16)
        }
    }

    /// Three options: 54-point cells of 250 / 4, centred, their titles not shown; a tap on one
    /// selects it and closes the menu.
    @Test func choosingAnOption() throws {
        let host = iPhone16Host(Mail())
        let more = try #require(host.update().allNodes.first { $0.text == "More" }).frame
        let open = try host.tap(at: CGPoint(x: more.midX, y: more.midY))
        #expect(!open.allNodes.contains { $0.text == "Red" })
        let archive = try #require(open.allNodes.first { $0.text == "Archive" }).frame
        let platterMinX = more.maxX - 250, platterTop = archive.midY - 22 - 54 - 1.0 / 3
        // The third option's cell: x 31.25 + 2 × 62.5 … + 62.5, y across the 54-point row.
        let blue = CGPoint(x: platterMinX + 31.25 + 2.5 * 62.5, y: platterTop + 27)
        let chosen = try host.tap(at: blue)
        #expect(chosen.allNodes.contains { $0.text == "Flag: Blue" })
        #expect(!chosen.allNodes.contains { $0.text == "Archive" })
    }
}
