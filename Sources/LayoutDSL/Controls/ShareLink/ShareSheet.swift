/// What a tap on a `ShareLink` opens on an iPhone: UIActivityViewController's share sheet, as
/// iOS 17–18 draw it. It opens at the medium detent and drags to large, with no grabber, on the
/// thick material. From the top: the header (the item's thumbnail, title and subtitle, and the
/// close button) over a hairline; the row of apps; the groups of actions, inset grouped with
/// full-width separators; "Edit Actions…" in the tint.
///
/// Sources, iOS 18.2 decompiled (docs/reference/ios-share-sheet.md):
/// `-[UIActivityViewController _updateSheetPresentationController:]` (medium and large, no
/// grabber), `UIActivityContentViewController` (`UIBlurEffect` style 9, the thick material; the
/// header's close button on the trailing side; the separator under it), `_UIActivityContentTitleView`
/// (the header at least 72 points tall, its text clear of the close button by 16), the actions'
/// list configuration (inset grouped, separators inset 0, rows estimated at 52, the title in body,
/// the symbol in body at large scale centred a line height plus 6 from the trailing edge, a black
/// layer at 27 % over the rows in dark mode). Estimates from iOS 17 screenshots: the
/// thumbnail's 48 points and 10-point corners, the header's fonts, the 20 points above each group.
nonisolated struct ShareSheet: View {
    let item: ShareSheetItem
    @Environment(\.dismiss) private var dismiss

    static let headerMinHeight: CGFloat = 72
    static let margin: CGFloat = 16
    static let thumbnailSide: CGFloat = 48
    static let rowHeight: CGFloat = 52
    static let groupSpacing: CGFloat = 20
    /// The rows: white in light mode; in dark mode the material's fill under 27 % black.
    static let rowBackground = Color.system("shareSheetRow", .rgb(255, 255, 255), .rgb(44, 44, 46))

    var body: some View {
        VStack(spacing: 0) {
            header
            Divider()
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ShareSheetAppRow()
                    ForEach(item.actions.indices, id: \.self) { group in
                        actions(item.actions[group]).padding(.top, group == 0 ? 0 : Self.groupSpacing)
                    }
                    Text("Edit Actions…")
                        .foregroundStyle(.tint)
                        .padding(.horizontal, Self.margin)
                        .padding(.vertical, Self.groupSpacing)
                }
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.hidden)
        .presentationBackground(.thickMaterial)
    }

    private var header: some View {
        HStack(spacing: 12) {
            thumbnail
            VStack(alignment: .leading, spacing: 2) {
                item.title.font(.subheadline.weight(.semibold)).lineLimit(2)
                if let subtitle = item.subtitle { subtitle.font(.footnote).foregroundStyle(.secondary).lineLimit(1) }
            }
            Spacer(minLength: Self.margin)
            SystemCloseButton { dismiss() }
        }
        .padding(.horizontal, Self.margin)
        .frame(minHeight: Self.headerMinHeight)
    }

    private var thumbnail: some View {
        let shape = RoundedRectangle(cornerRadius: 10, style: .continuous)
        return Group {
            if let image = item.thumbnail {
                image.resizable().scaledToFill()
            } else {
                Image(systemName: item.placeholderSymbol).font(.title2).foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(.systemGray5))
            }
        }
        .frame(width: Self.thumbnailSide, height: Self.thumbnailSide)
        .clipShape(shape)
    }

    private func actions(_ actions: [ShareSheetItem.Action]) -> some View {
        VStack(spacing: 0) {
            ForEach(actions.indices, id: \.self) { index in
                if index > 0 { Divider() }
                HStack(spacing: Self.margin) {
                    Text(actions[index].title).lineLimit(1)
                    Spacer(minLength: 0)
                    Image(systemName: actions[index].symbol).imageScale(.large).frame(width: 28)
                }
                .padding(.leading, Self.margin)
                .padding(.trailing, 14)
                .frame(minHeight: Self.rowHeight)
            }
        }
        .background(Self.rowBackground, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .padding(.horizontal, Self.margin)
    }
}
