import LayoutDSL

/// The status bar's cellular level at full strength: four bars rising left to right, bottom
/// aligned. Estimates (Apple's iOS 17 design kit, as remembered): the glyph is 19.2 × 12.2 pt;
/// bars 3 pt wide with 1 pt corners, 2.4 pt apart, from 4.4 pt to the full height.
nonisolated struct CellularBars: View {
    static let size = CGSize(width: 19.2, height: 12.2)

    var body: some View {
        HStack(alignment: .bottom, spacing: 2.4) {
            ForEach(0..<4, id: \.self) { bar in
                RoundedRectangle(cornerRadius: 1)
                    .frame(width: 3, height: 4.4 + CGFloat(bar) * (Self.size.height - 4.4) / 3)
            }
        }
        .frame(width: Self.size.width, height: Self.size.height, alignment: .bottom)
    }
}
