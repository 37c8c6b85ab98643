@testable import LayoutDSL
import Testing

/// `ColorPicker` on an iPhone 16: UIColorWell's well in the row, and the colour sheet a tap on it
/// opens (`ColorPickerSheet`, iOS 18.2's ColorPickerUIService as decompiled).
@MainActor @Suite(.design(.compatibility))
struct ColorPickerSheetTests {
    /// The grid's table: 10 rows of 12, the first the grey ramp from white to black
    /// (235, 214, … 51 of 255 between); the cell of a colour found by its channels.
    @Test func gridTable() {
        #expect(ColorPickerGrid.table.count == 10 && ColorPickerGrid.table.allSatisfy { $0.count == 12 })
        #expect(ColorPickerGrid.table[0] == [0xFFFFFF, 0xEBEBEB, 0xD6D6D6, 0xC2C2C2, 0xADADAD, 0x999999,
                                             0x858585, 0x707070, 0x5C5C5C, 0x474747, 0x333333, 0x000000])
        #expect(ColorPickerGrid.cell(of: .rgb(0x00, 0x61, 0xFE))! == (5, 1))
        #expect(ColorPickerGrid.cell(of: .rgb(0x00, 0x61, 0xFD)) == nil)
        #expect(ColorPickerGridSelection.corners(row: 0, column: 11) == RectangleCornerRadii(topTrailing: 8))
        #expect(ColorPickerGridSelection.corners(row: 9, column: 0) == RectangleCornerRadii(bottomLeading: 8))
        #expect(ColorPickerGridSelection.corners(row: 4, column: 0) == RectangleCornerRadii())
    }

    /// The spectrum: pure hues across the middle, white at the top, black at the bottom; the
    /// point of a colour found back, none for a grey far from every hue's mix.
    @Test func spectrum() {
        let red = ColorPickerSpectrum.color(at: CGPoint(x: 0, y: 0.5))
        #expect(red == Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(ColorPickerSpectrum.color(at: CGPoint(x: 0.5, y: 0.5)) == Color.Resolved(red: 0, green: 1, blue: 1))
        #expect(ColorPickerSpectrum.color(at: CGPoint(x: 0.3, y: 0)) == Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(ColorPickerSpectrum.color(at: CGPoint(x: 0.3, y: 1)) == Color.Resolved(red: 0, green: 0, blue: 0))
        let pink = ColorPickerSpectrum.color(at: CGPoint(x: 0, y: 0.25))
        #expect(pink == Color.Resolved(red: 1, green: 0.5, blue: 0.5))
        let found = ColorPickerSpectrum.location(of: pink)!
        #expect(abs(found.x) < 1e-6 && abs(found.y - 0.25) < 1e-6)
        #expect(ColorPickerSpectrum.location(of: Color.Resolved(red: 0, green: 0.5, blue: 1))!.y == 0.5)
        #expect(ColorPickerRGBSliders.hex(.rgb(0x00, 0x61, 0xFE)) == "0061FE")
    }

    private struct Settings: View {
        @State var color = Color(.sRGB, red: 0, green: 0x61 / 255.0, blue: 0xFE / 255.0, opacity: 0.5)
        var body: some View {
            VStack {
                ColorPicker("Accent", selection: $color).padding()
                Text(Self.describe(color))
                Spacer()
            }
        }
        static func describe(_ color: Color) -> String {
            let c = color.resolve(in: EnvironmentValues())
            return "rgba \(Int((c.red * 255).rounded())) \(Int((c.green * 255).rounded())) \(Int((c.blue * 255).rounded())) "
                + "\(Int((c.opacity * 100).rounded()))"
        }
    }

    /// The well is 28 points: the colour's disc 18, centred. A tap opens the sheet, sized to its
    /// content: the grid 361 × 300.8 (the width less 16 on each side, 10/12 of it high), the
    /// title "Colors", the opacity field "50%". A tap on a grid cell picks its colour and keeps
    /// the opacity; the close button closes the sheet.
    @Test func wellOpensTheSheetAndTheGridPicks() throws {
        let host = iPhone16Host(Settings())
        let closed = try host.update()
        let well = try #require(closed.allNodes.last { $0.frame.width == 28 && $0.frame.height == 28 })
        #expect(abs(well.frame.maxX - (393 - 16)) < 0.5)
        #expect(closed.allNodes.first { $0.text == "Colors" } == nil)

        let open = try host.tap(at: CGPoint(x: well.frame.midX, y: well.frame.midY))
        let title = try #require(open.allNodes.first { $0.text == "Colors" })
        #expect(open.allNodes.contains { $0.text == "50%" } && open.allNodes.contains { $0.text == "OPACITY" })
        let grid = try #require(open.allNodes.first { abs($0.frame.width - 361) < 0.01 && abs($0.frame.height - 361 * 10 / 12) < 0.01 })
        #expect(grid.frame.minX == 16 && grid.frame.minY > title.frame.maxY)
        // The sheet is as tall as its content: its top is the content's height above the home indicator.
        let footer = try #require(open.allNodes.first { $0.frame.width == 62 && $0.frame.height == 62 })
        #expect(abs(852 - 34 - 16 - footer.frame.maxY) < 0.5)

        // Row 5, column 0: 00A1D8, at half opacity still.
        let cell = CGPoint(x: grid.frame.minX + 361 / 24, y: grid.frame.minY + grid.frame.height * 5.5 / 10)
        let picked = try host.tap(at: cell)
        #expect(picked.allNodes.contains { $0.text == "rgba 0 161 216 50" })
        let close = try #require(picked.allNodes.first { $0.frame.width == 30 && $0.frame.height == 30 && $0.frame.midX > 340 })
        let closedAgain = try host.tap(at: CGPoint(x: close.frame.midX, y: close.frame.midY))
        #expect(closedAgain.allNodes.first { $0.text == "Colors" } == nil)
    }
}
