import LayoutDSL

/// The status bar's battery, horizontal as iOS draws it, full: an outlined body at 35% of the
/// label colour, a cap at 40%, and the charge filled inside. Estimates (Apple's iOS 17 design
/// kit, as remembered): 27.3 × 13 pt in all; body 25 × 13 pt with 4.3 pt corners and a 1 pt
/// line; cap 1.3 × 4 pt; charge inset 2 pt with 2.5 pt corners.
nonisolated struct BatteryGlyph: View {
    static let size = CGSize(width: 27.3, height: 13)

    var body: some View {
        HStack(spacing: 1) {
            ZStack {
                RoundedRectangle(cornerRadius: 4.3).strokeBorder(lineWidth: 1).opacity(0.35)
                RoundedRectangle(cornerRadius: 2.5).padding(2)
            }
            .frame(width: 25, height: 13)
            UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 0, bottomTrailingRadius: 1, topTrailingRadius: 1)
                .frame(width: 1.3, height: 4)
                .opacity(0.4)
        }
        .frame(width: Self.size.width, height: Self.size.height)
    }
}
