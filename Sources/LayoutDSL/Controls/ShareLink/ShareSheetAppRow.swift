/// The share sheet's row of apps, as a new iPhone's simulator fills it (no people to suggest, so
/// no row of them): AirDrop, Messages, Mail, Notes and Reminders, four to a page and the fifth
/// peeking in, the row scrolling sideways.
///
/// The geometry is ShareSheet's, iOS 18.2 decompiled (docs/reference/ios-share-sheet.md):
/// cells 78 points wide (`horizontalCellWidth`); icons of 60 points on screens narrower than 414,
/// 64 on wider ones (`+[SFUIShareSheetActivityCellSpec appIconWidth]`), on continuous corners,
/// with a shadow of black at 7 % and radius 10; names in caption 2, up to two lines, centred;
/// 3, 4 or 6 cells a page by the width (`numberOfHorizontalItemsPerGroupForContentWidth:`); the
/// section inset `m − 1 − (78 − icon) / 2` from the leading margin m, and the cells spaced so
/// that n fill the width less that inset and `m + 1 + (78 − icon) / 2` (on a 393-point screen the
/// first icon at x 15, one every 90.25 points). The row's 118 points is the layout spec's group
/// height for the smallest device class; the icon's 13.5-point radius is iPad's, the 15 points
/// above the icon and the 7 between icon and name are estimates from iOS 17 screenshots.
///
/// The apps' icons are their own artwork, which is not here: each is drawn as a stand-in, its
/// symbol on its colour, and the render says so.
nonisolated struct ShareSheetAppRow: View {
    struct App {
        let name: String
        let symbol: String
        let background: Color
        let foreground: Color
    }

    static let apps = [
        App(name: "AirDrop", symbol: "dot.radiowaves.left.and.right", background: .blue, foreground: .white),
        App(name: "Messages", symbol: "message.fill", background: .green, foreground: .white),
        App(name: "Mail", symbol: "envelope.fill", background: .blue, foreground: .white),
        App(name: "Notes", symbol: "note.text", background: .white, foreground: .yellow),
        App(name: "Reminders", symbol: "list.bullet", background: .white, foreground: .orange),
    ]
    static let cellWidth: CGFloat = 78
    static let height: CGFloat = 118
    static let iconTop: CGFloat = 15
    static let nameGap: CGFloat = 7

    static func iconSide(screenWidth: CGFloat) -> CGFloat { screenWidth < 414 ? 60 : 64 }

    static func cellsPerPage(width: CGFloat) -> Int { width <= 320 ? 3 : width < 568 ? 4 : 6 }

    /// The section's leading inset and the spacing between cells, for a row `width` wide with
    /// the leading layout margin `margin`.
    static func spacing(width: CGFloat, margin: CGFloat, icon: CGFloat) -> (leading: CGFloat, spacing: CGFloat) {
        let leading = margin - 1 - (cellWidth - icon) / 2, trailing = margin + 1 + (cellWidth - icon) / 2
        let n = CGFloat(cellsPerPage(width: width))
        return (leading, (width - leading - trailing - cellWidth * n) / n)
    }

    @Environment(\.hostScreen) private var screen

    var body: some View {
        let width = screen.size.width > 0 ? screen.size.width : 393
        let icon = Self.iconSide(screenWidth: width)
        let layout = Self.spacing(width: width, margin: ShareSheet.margin, icon: icon)
        return PlaceholderWarning("the share sheet's app icons are stand-ins (their symbols on their colours): "
                                  + "the apps' artwork is not here",
                                  content: ScrollView(.horizontal, showsIndicators: false) {
            HStack(alignment: .top, spacing: layout.spacing) {
                ForEach(Self.apps.indices, id: \.self) { index in cell(Self.apps[index], icon: icon) }
            }
            .padding(.leading, layout.leading)
            .padding(.top, Self.iconTop)
        }
        .frame(height: Self.height, alignment: .top))
    }

    private func cell(_ app: App, icon: CGFloat) -> some View {
        VStack(spacing: Self.nameGap) {
            RoundedRectangle(cornerRadius: 13.5, style: .continuous)
                .fill(app.background.gradient)
                .overlay { Image(systemName: app.symbol).font(.system(size: icon * 0.5)).foregroundStyle(app.foreground) }
                .frame(width: icon, height: icon)
                .shadow(color: .black.opacity(0.07), radius: 10)
            Text(app.name).font(.caption2).multilineTextAlignment(.center).lineLimit(2)
        }
        .frame(width: Self.cellWidth)
    }
}
