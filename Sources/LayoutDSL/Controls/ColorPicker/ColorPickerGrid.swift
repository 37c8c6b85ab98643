/// The colour sheet's Grid tab (iOS 14–18's `ColorSwatchPickerView` in ColorPickerUIService): 12
/// columns by 10 rows of square cells with no gap between them, clipped to a continuous 8-point
/// corner; a tap picks its cell's colour and keeps the current opacity; the cell holding the
/// selected colour (its channels within 0.001) carries the selection ring.
///
/// Source, iOS 18.2's decompiled service (`Applications/ColorPickerUIService.app`, as
/// docs/reference/ios-color-picker.md records it): the 10 × 12 table of sRGB colours,
/// `VStack(spacing: 0)` of `HStack(spacing: 0)` rows, `RoundedRectangle(cornerRadius: 8, style:
/// .continuous)`, the cell picked as `floor(y / (h / 10))`, `floor(x / (w / 12))`, and the same
/// light table in dark mode (the dark grid is behind a flag that is off by default).
nonisolated struct ColorPickerGrid: View {
    let selection: Binding<Color>
    @Environment(\.self) private var environment

    /// The table, row by row (sRGB, 0xRRGGBB). The grey row is readable in the decompiled code
    /// (1, 235, 214, …, 51 / 255, 0); the hues are stored as data constants the decompiler
    /// hides, and these are the values of the copy of this picker in Telegram-iOS (its
    /// `palleteColors`, docs/reference/ios-color-picker.md section 2), every channel the iOS code
    /// shows matching.
    static let table: [[UInt32]] = [
        [0xFFFFFF, 0xEBEBEB, 0xD6D6D6, 0xC2C2C2, 0xADADAD, 0x999999, 0x858585, 0x707070, 0x5C5C5C, 0x474747, 0x333333, 0x000000],
        [0x00374A, 0x011D57, 0x11053B, 0x2E063D, 0x3C071B, 0x5C0701, 0x5A1C00, 0x583300, 0x563D00, 0x666100, 0x4F5504, 0x263E0F],
        [0x004D65, 0x012F7B, 0x1A0A52, 0x450D59, 0x551029, 0x831100, 0x7B2900, 0x7A4A00, 0x785800, 0x8D8602, 0x6F760A, 0x38571A],
        [0x016E8F, 0x0042A9, 0x2C0977, 0x61187C, 0x791A3D, 0xB51A00, 0xAD3E00, 0xA96800, 0xA67B01, 0xC4BC00, 0x9BA50E, 0x4E7A27],
        [0x008CB4, 0x0056D6, 0x371A94, 0x7A219E, 0x99244F, 0xE22400, 0xDA5100, 0xD38301, 0xD19D01, 0xF5EC00, 0xC3D117, 0x669D34],
        [0x00A1D8, 0x0061FE, 0x4D22B2, 0x982ABC, 0xB92D5D, 0xFF4015, 0xFF6A00, 0xFFAB01, 0xFDC700, 0xFEFB41, 0xD9EC37, 0x76BB40],
        [0x01C7FC, 0x3A87FE, 0x5E30EB, 0xBE38F3, 0xE63B7A, 0xFF6250, 0xFF8648, 0xFEB43F, 0xFECB3E, 0xFFF76B, 0xE4EF65, 0x96D35F],
        [0x52D6FC, 0x74A7FF, 0x864FFE, 0xD357FE, 0xEE719E, 0xFF8C82, 0xFFA57D, 0xFFC777, 0xFFD977, 0xFFF994, 0xEAF28F, 0xB1DD8B],
        [0x93E3FD, 0xA7C6FF, 0xB18CFE, 0xE292FE, 0xF4A4C0, 0xFFB5AF, 0xFFC5AB, 0xFFD9A8, 0xFEE4A8, 0xFFFBB9, 0xF2F7B7, 0xCDE8B5],
        [0xCBF0FF, 0xD3E2FF, 0xD9C9FE, 0xEFCAFF, 0xF9D3E0, 0xFFDBD8, 0xFFE2D6, 0xFFECD4, 0xFFF2D5, 0xFEFCDD, 0xF7FADB, 0xDFEED4],
    ]
    static let columns = 12, rows = 10
    static let cornerRadius: CGFloat = 8

    static func color(_ rgb: UInt32) -> Color.Resolved {
        .rgb(Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
    }

    /// The cell holding `color`, if any: the service compares the channels within 0.001.
    static func cell(of color: Color.Resolved) -> (row: Int, column: Int)? {
        for (row, values) in table.enumerated() {
            for (column, value) in values.enumerated() {
                let cell = Self.color(value)
                if abs(cell.red - color.red) < 0.001, abs(cell.green - color.green) < 0.001, abs(cell.blue - color.blue) < 0.001 {
                    return (row, column)
                }
            }
        }
        return nil
    }

    var body: some View {
        let current = selection.wrappedValue.resolve(in: environment)
        let selected = Self.cell(of: current)
        return VStack(spacing: 0) {
            ForEach(0..<Self.rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<Self.columns, id: \.self) { column in
                        let value = Self.color(Self.table[row][column])
                        Color(value)
                            .aspectRatio(1, contentMode: .fit)
                            .overlay {
                                if selected.map({ $0 == (row, column) }) ?? false {
                                    ColorPickerGridSelection(corners: ColorPickerGridSelection.corners(row: row, column: column))
                                }
                            }
                            .contentShape(Rectangle())
                            .onTapGesture {
                                selection.wrappedValue = Color(.sRGB, red: Double(value.red), green: Double(value.green),
                                                               blue: Double(value.blue), opacity: Double(current.opacity))
                            }
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
    }
}

/// The ring on the selected grid cell: a stroke in the system background inside the cell with a
/// soft black shadow, its outer corner rounded as the grid's when the cell is one of the grid's
/// corners (the service's corner mask: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right).
/// The stroke's width and the shadow's radius are data constants the decompiler hides: 3 points
/// and a 4-point shadow radius at 15 % black are estimates, the shadow radius being the one the
/// crosshair beside it uses.
nonisolated struct ColorPickerGridSelection: View {
    let corners: RectangleCornerRadii
    static let lineWidth: CGFloat = 3

    static func corners(row: Int, column: Int) -> RectangleCornerRadii {
        let radius = ColorPickerGrid.cornerRadius
        let top = row == 0, bottom = row == ColorPickerGrid.rows - 1
        let leading = column == 0, trailing = column == ColorPickerGrid.columns - 1
        return RectangleCornerRadii(topLeading: top && leading ? radius : 0, bottomLeading: bottom && leading ? radius : 0,
                                    bottomTrailing: bottom && trailing ? radius : 0, topTrailing: top && trailing ? radius : 0)
    }

    var body: some View {
        UnevenRoundedRectangle(cornerRadii: corners, style: .continuous)
            .strokeBorder(Color.systemBackground, lineWidth: Self.lineWidth)
            .shadow(color: Color.black.opacity(0.15), radius: 4)
    }
}
