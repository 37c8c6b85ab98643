/// A list section's header or footer, as each style draws it:
/// - plain and inset: headline (footnote for footers) in the secondary label colour, aligned with
///   the row text, on the list's background so rows scrolling under a pinned header stay hidden;
/// - grouped, inset grouped and sidebar: footnote in the secondary colour, headers capitalised
///   (iOS capitalised grouped section headers until iOS 26, which moved to title case:
///   github.com/fluhartyml/Claudes-X26-Swift6-Bible, "Book 08: Lists, Grids and ForEach";
///   `.textCase(nil)` keeps the text as written), aligned with the row text and
///   `ListMetrics.headerGap` from the card (in the Liquid Glass design in title case, aligned with
///   the glass rows' text); in the Liquid Glass design, an inset grouped list's
///   headers are in title case, 17 pt semibold, and its footers 15 pt (`GlassSectionTextLayout`);
/// - sidebar: headline in the primary colour, as written, with a chevron when the section
///   collapses (`Section(isExpanded:)`) (estimated);
/// - `headerProminence(.increased)`: a title 3 bold header in the primary colour, as written
///   (estimated from iOS 17 screenshots).
nonisolated struct ListSectionHeader<Content: View>: View {
    let content: Content
    let isHeader: Bool
    let appearance: ListAppearance
    /// A collapsible section's state: a sidebar header shows it with a chevron.
    var isExpanded: Bool? = nil
    @Environment(\.headerProminence) private var prominence
    @Environment(\.textCaseIsSet) private var textCaseIsSet
    @Environment(\.textCase) private var textCase
    @Environment(\.systemDesign) private var design

    var body: some View {
        if isGlassText {
            // The Liquid Glass design's card headers and footers (`ListMetrics`, measured on iOS 26.4):
            // headers in title case, 17 pt semibold, footers 15 pt, both secondary, placed by their lines.
            let margin = ListMetrics.margin(appearance) + ListMetrics.rowInsets(design, appearance).leading
            (isHeader ? GlassSectionTextLayout.header : .footer) {
                content.font(isHeader ? .headline : .subheadline).foregroundStyle(Color.secondary).textCase(textCase)
            }
            .padding(.horizontal, margin)
            .frame(maxWidth: .infinity, alignment: .leading)
        } else if !appearance.isGrouped {
            let margin = ListMetrics.margin(appearance) + ListMetrics.rowInsets(design, appearance).leading
            content
                .font(isHeader ? .headline : .footnote)
                .foregroundStyle(Color.secondary)
                .padding(EdgeInsets(top: 8, leading: margin, bottom: 8, trailing: margin))
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(uiColor: .systemBackground))
        } else {
            let margin = ListMetrics.margin(appearance) + ListMetrics.rowInsets(design, appearance).leading
            let gap = ListMetrics.headerGap
            HStack {
                content
                if appearance == .sidebar, let isExpanded {
                    Spacer()
                    Image(systemName: isExpanded ? "chevron.down" : "chevron.right").foregroundStyle(Color.accentColor.tintAdjusted)
                }
            }
                .font(font)
                .foregroundStyle(plainText ? Color.primary : Color.secondary)
                .textCase(isHeader && !plainText && !textCaseIsSet && design == .compatibility ? .uppercase : textCase)
                .padding(EdgeInsets(top: isHeader ? 0 : gap, leading: margin, bottom: isHeader ? gap : 0, trailing: margin))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var isGlassText: Bool {
        ListMetrics.isGlassCard(design, appearance) && !(isHeader && prominence == .increased)
    }

    /// Headers shown as written, in the primary colour.
    private var plainText: Bool { isHeader && (appearance == .sidebar || prominence == .increased) }

    private var font: Font {
        guard isHeader else { return .footnote }
        if prominence == .increased { return Font.title3.bold() }
        return appearance == .sidebar ? .headline : .footnote
    }
}

/// A Liquid Glass card header's or footer's text placed by its lines (`ListMetrics`): its cap top
/// `capTop` below the block's top and, for a header, its last baseline `baselineGap` above its card
/// (a footer ends with its text). Cap heights are the fonts' on iOS (0.706 of the size: 12 pt at
/// 17 pt, measured on iOS 26.4 as the rows' text).
struct GlassSectionTextLayout: Layout {
    let capTop: CGFloat
    let capHeight: CGFloat
    var baselineGap: CGFloat?

    static let header = GlassSectionTextLayout(capTop: ListMetrics.glassHeaderCapTop, capHeight: 12,
                                               baselineGap: ListMetrics.glassHeaderBaselineGap)
    static let footer = GlassSectionTextLayout(capTop: ListMetrics.glassFooterCapTop, capHeight: 15 * 0.706)

    private func offset(_ text: ViewDimensions) -> CGFloat { capTop - (text[.firstTextBaseline] - capHeight) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let text = subviews.first else { return .zero }
        let dimensions = text.dimensions(in: proposal)
        let end = baselineGap.map { dimensions[.lastTextBaseline] + $0 } ?? dimensions.height
        return CGSize(width: dimensions.width, height: max(offset(dimensions) + end, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let text = subviews.first else { return }
        let dimensions = text.dimensions(in: proposal)
        text.place(at: CGPoint(x: bounds.minX, y: bounds.minY + offset(dimensions)), proposal: proposal)
    }
}
