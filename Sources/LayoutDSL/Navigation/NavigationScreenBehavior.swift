/// The top screen of a navigation stack: it fills the screen (ignoring the safe area, as
/// UINavigationController's view does), lays its content out below the bar (and the large
/// title, when no ScrollView carries it) and above the bottom toolbar, and once the content is
/// placed builds the bars, knowing from the header's frame how far the content has scrolled
/// under the bar.
///
/// Subviews: the content, the static header (when it is not in a ScrollView), the chrome.
struct NavigationScreenBehavior: SafeAreaBehavior, DeferredContentBehavior {
    let screen: NavigationScreen
    let back: NavigationBackButton?
    let context: BuildContext
    let hasStaticHeader: Bool
    private let insets = Insets()

    final class Insets { var value = EdgeInsets() }

    var name: String { "NavigationStack" }
    var isContainer: Bool { true }

    static func node(content: NodeList, screen: NavigationScreen, back: NavigationBackButton?, context: BuildContext) -> LayoutNode {
        let body = VStackLayout(spacing: 0).implicitContainer(of: content)
        var headerContext = context
        headerContext.environment.navigationScreen = screen
        let staticHeader = screen.headerHeight > 0 ? NavigationHeaderBehavior.claim(in: headerContext) : nil
        return LayoutNode.make(NavigationScreenBehavior(screen: screen, back: back, context: context, hasStaticHeader: staticHeader != nil),
                          subviews: [body] + (staticHeader.map { [$0] } ?? []))
    }

    private var barHeight: CGFloat { screen.showsBar ? screen.barExtent : 0 }
    private var hasBottomBar: Bool { screen.barItems.contains { $0.placement.slot == .bottom } }
    private var bottomBarHeight: CGFloat { hasBottomBar ? TabBarMetrics.barHeight + insets.value.bottom : 0 }

    /// Where the content goes, in the node's space.
    private func contentArea(_ size: CGSize) -> CGRect {
        let top = insets.value.top + barHeight + (hasStaticHeader ? screen.headerHeight : 0)
        let bottom = hasBottomBar ? bottomBarHeight : insets.value.bottom
        return CGRect(x: insets.value.leading, y: top, width: max(size.width - insets.value.horizontal, 0),
                      height: max(size.height - top - bottom, 0))
    }

    /// Flexible: it takes what it is offered; unoffered, the content's ideal size with the bars.
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let chrome = barHeight + (hasStaticHeader ? screen.headerHeight : 0) + (hasBottomBar ? TabBarMetrics.barHeight : 0)
        var inner = proposal
        inner.height = proposal.height.map { max($0 - chrome, 0) }
        let content = node.subview(0).sizeThatFits(inner)
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: content.width, height: content.height + chrome))
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let area = contentArea(size)
        let content = node.subview(0).sizeThatFits(ProposedViewSize(area.size))
        var result = [Placement(origin: CGPoint(x: area.minX + (area.width - content.width) / 2,
                                                y: area.minY + (area.height - content.height) / 2),
                                proposal: ProposedViewSize(area.size), size: content)]
        if hasStaticHeader {
            let headerSize = CGSize(width: size.width, height: screen.headerHeight)
            result.append(Placement(origin: CGPoint(x: 0, y: insets.value.top + barHeight),
                                    proposal: ProposedViewSize(headerSize), size: headerSize))
        }
        if node.subviews.count > result.count {
            result.append(Placement(origin: .zero, proposal: ProposedViewSize(size), size: size))
        }
        return Placements(result)
    }

    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect {
        IgnoresSafeAreaBehavior(edges: .all).adjust(frame, parent: parent, area: area, rightToLeft: rightToLeft)
    }

    /// The content's safe area is what the bars leave.
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea {
        SafeArea(safe: contentArea(frame.size).offsetBy(dx: frame.minX, dy: frame.minY), outer: area.outer)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) {
        insets.value = geometry.safeAreaInsets
        screen.barBottom = geometry.frame(in: .global).minY + insets.value.top + barHeight
    }

    func buildSecondaryContent(node: LayoutNode, preferences: PreferenceValues, geometry: GeometryProxy) -> Int {
        let barBottom = geometry.frame(in: .global).minY + insets.value.top + barHeight
        let scrolled = screen.headerFrame.map { barBottom - $0.minY } ?? 0
        // Only a screen with a bottom toolbar looks for its scroll view (a walk of the content).
        let underBottomBar = hasBottomBar && node.subview(0).scrollContentExtendsBelowBottom(in: context.graph)
        let state = NavigationBarState(screen: screen, scrolled: scrolled, contentUnderBottomBar: underBottomBar)
        let chrome = context.build(NavigationChrome(screen: screen, back: back, state: state, insets: insets.value, size: geometry.size))
        guard !chrome.isEmpty else { return 0 }
        node.subviews.append(ZStackLayout().implicitContainer(of: chrome))
        return 1
    }
}
