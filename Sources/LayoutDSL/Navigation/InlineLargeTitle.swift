/// A large title in the bar's row (`toolbarTitleDisplayMode(.inlineLarge)`, iOS 17: "displays
/// the title as large inside the toolbar", Apple, `ToolbarTitleDisplayMode.inlineLarge`), on the
/// row's leading margin where the leading items would be: 34 pt bold (`.largeTitle` at the bar's
/// fixed text size: measured at 34 pt where the text size had made the title under the bar 33),
/// its baseline `NavigationBarMetrics.inlineLargeTitleBaseline` below the row's top. With a
/// subtitle (Liquid Glass) the title is 22 pt (`.title2`, bold as the large title: the weight is
/// an estimate), its baseline 23.4 pt and the subtitle's 39 pt below the row's top (measured on
/// iOS 26.1; docs/reference/ios26-navigation-bar.md, "The subtitle"). A `.largeTitle` or
/// `.largeSubtitle` toolbar item's view takes the text's place, in its style.
nonisolated struct InlineLargeTitle: View {
    let screen: NavigationScreen

    var body: some View {
        if let title = screen.titleAreaItem(.largeTitle) ?? screen.shownTitle.map({ AnyView($0) }) {
            if let subtitle = screen.subtitle(large: true) {
                ZStack(alignment: .leading) {
                    placed(title.font(.title2.bold()), baseline: NavigationBarMetrics.glassInlineTitleBaselineWithSubtitle)
                    placed(subtitle, baseline: NavigationBarMetrics.glassInlineSubtitleBaseline)
                }
            } else {
                placed(title.font(.largeTitle.bold()), baseline: NavigationBarMetrics.inlineLargeTitleBaseline)
            }
        }
    }

    /// One line of text with its baseline `baseline` below the row's top.
    private func placed(_ text: some View, baseline: CGFloat) -> some View {
        text.lineLimit(1)
            .alignmentGuide(.top) { $0[.firstTextBaseline] - baseline }
            .frame(height: screen.barHeight, alignment: .topLeading)
    }
}
