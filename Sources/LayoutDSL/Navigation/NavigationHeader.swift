/// The large title (34 pt bold, `.largeTitle` emphasized, inset by the layout margin, 8 pt
/// above the bottom of its 52 pt area) and the search field under it: the part of the bar
/// that belongs to the content. The first vertical ScrollView of the screen carries it at the
/// top of its content, so it scrolls with the content and slides under the bar, and
/// overscroll pulls it down with the content; without a ScrollView it sits above the content.
///
/// The header is sized and built during layout, once every modifier of the screen has told the
/// screen its title and display mode; it records its frame for the bar. It draws above the
/// content it scrolls with, as UIKit's large title is part of the navigation bar, which is above
/// the content view: the Liquid Glass title's descenders reach past its 48 pt area
/// (`NavigationBarMetrics.glassLargeTitleBaseline`) over content that starts right below it.
struct NavigationHeaderBehavior: DeferredContentBehavior {
    let screen: NavigationScreen
    let context: BuildContext
    /// How much of the header's top has scrolled up under the bar (set when it is placed):
    /// that part is cut off, while the rest of the content scrolls on under the bar.
    private let hidden = Hidden()

    final class Hidden { var height: CGFloat = 0 }

    var name: String { "NavigationHeader" }

    /// Built by the first vertical ScrollView of a screen (nil for any later one).
    static func claim(in context: BuildContext) -> LayoutNode? {
        guard let screen = context.environment.navigationScreen, !screen.headerClaimed else { return nil }
        screen.headerClaimed = true
        var inner = context
        inner.environment.navigationScreen = nil
        return LayoutNode.make(NavigationHeaderBehavior(screen: screen, context: inner))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: screen.headerHeight)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) {
        let frame = geometry.frame(in: .global)
        screen.headerFrame = frame
        hidden.height = max((screen.barBottom ?? frame.minY) - frame.minY, 0)
        guard node.subviews.isEmpty, screen.headerHeight > 0 else { return }
        node.subviews = context.build(NavigationHeader(screen: screen, width: geometry.size.width))
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        Placements(node.subviews) {
            Placement(origin: .zero, proposal: ProposedViewSize(size), size: $0.sizeThatFits(ProposedViewSize(size)))
        }
    }

    var effectStage: NodeEffect.Stage? { hidden.height > 0 ? .clip : nil }

    func display(size: CGSize) -> NodeDisplay {
        var display = NodeDisplay()
        display.zIndex = 1
        if hidden.height > 0 {
            let visible = CGRect(x: 0, y: hidden.height, width: size.width, height: max(size.height - hidden.height, 0))
            display.clip = ClipShape(path: Path(visible), style: FillStyle())
        }
        return display
    }
}

nonisolated struct NavigationHeader: View, Equatable {
    /// Never equal to the last one: the screen record it reads is rebuilt every pass (and a
    /// new record may reuse a freed one's address), so its body always runs again.
    static func == (a: Self, b: Self) -> Bool { false }
    let screen: NavigationScreen
    let width: CGFloat
    @Environment(\.systemDesign) private var design

    var body: some View {
        let margin = NavigationBarMetrics.margin(width: width)
        VStack(alignment: .leading, spacing: 0) {
            if screen.showsLargeTitle, let title = screen.shownTitle {
                // A `.largeTitle` toolbar item's view in the title's place, in its style.
                let text = (screen.titleAreaItem(.largeTitle) ?? AnyView(title)).font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, margin)
                if design == .liquidGlass {
                    // Its baseline a measured distance below the bar's row, whatever the font's descent;
                    // a subtitle's lower still (`NavigationBarMetrics.glassLargeSubtitleTitleDrop`).
                    let subtitle = screen.subtitle(large: true)
                    let baseline = NavigationBarMetrics.glassLargeTitleBaseline
                        + (subtitle != nil ? NavigationBarMetrics.glassLargeSubtitleTitleDrop : 0)
                    let area = CGSize(width: width, height: screen.largeTitleAreaHeight)
                    ZStack {
                        text.alignmentGuide(.top) { $0[.lastTextBaseline] - baseline }
                            .frame(width: area.width, height: area.height, alignment: .topLeading)
                        if let subtitle {
                            let subtitleBaseline = baseline + NavigationBarMetrics.glassLargeSubtitleBaselineGap
                            subtitle.padding(.horizontal, margin)
                                .alignmentGuide(.top) { $0[.firstTextBaseline] - subtitleBaseline }
                                .frame(width: area.width, height: area.height, alignment: .topLeading)
                        }
                    }
                } else {
                    text.padding(.bottom, NavigationBarMetrics.largeTitleBottomInset)
                        .frame(width: width, height: NavigationBarMetrics.largeTitleHeight, alignment: .bottomLeading)
                }
            }
            if let search = screen.headerSearch {
                SearchFieldView(search: search)
                    .padding(.horizontal, margin)
                    .padding(.vertical, SearchFieldMetrics.spaceAround(design))
                    .frame(width: width)
            }
        }
    }
}
