/// A `TabView` in the page style: the tabs side by side, each as large as the tab view, in a
/// horizontal scroll view that settles on pages (`scrollTargetBehavior(.paging)`); the
/// selection follows the page in view and scrolls to the page it is set to; page dots show
/// which page is in view.
nonisolated struct PageTabContainer<Content: View>: View {
    let content: Content
    let selection: Binding<AnyHashable?>
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode

    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                PageRow(content: content, pageSize: proxy.size)
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: selection)
            .overlayPreferenceValue(PageTagsKey.self, alignment: .bottom) { tags in
                if indexDisplayMode.shows, tags.count > 1 {
                    PageIndex(count: tags.count, current: selection.wrappedValue.flatMap { tags.firstIndex(of: $0) } ?? 0)
                }
            }
        }
    }
}

/// The tags of a paged tab view's pages (their index where untagged), for the page dots.
struct PageTagsKey: PreferenceKey {
    static let defaultValue: [AnyHashable] = []
    static func reduce(value: inout [AnyHashable], nextValue: () -> [AnyHashable]) { value += nextValue() }
}

/// The pages in a row, each centred in a frame of the page size (UIPageViewController gives each
/// page the whole tab view); the frames are the row's subviews and the scroll targets, answering
/// to their pages' tags. Page content narrower than the tab view is centred in its frame, so a
/// page scrolled into place is centred too: aligning the content itself with the viewport put a
/// 360-point-wide page 16 points left of centre.
nonisolated struct PageRow<Content: View>: View, PrimitiveView {
    let content: Content
    let pageSize: CGSize

    func makeNodes(in context: BuildContext) -> NodeList {
        var tags: [AnyHashable] = []
        let slots = context.build(content).enumerated().map { index, page in
            let tag = page.layoutValues[ObjectIdentifier(TagValueKey.self)] as? AnyHashable ?? AnyHashable(index)
            let slot = LayoutNode.make(FixedFrameBehavior(width: pageSize.width, height: pageSize.height,
                                                          alignment: .center),
                                       subviews: [page])
            slot.explicitID = page.targetID ?? tag
            tags.append(page.targetID ?? tag)
            return slot
        }
        let row = LayoutNode.make(PageRowBehavior(pageSize: pageSize), subviews: NodeList(slots))
        row.annotations.append(.scrollTargetLayout)
        row.annotations.append(.preferences { values, _ in values.set(PageTagsKey.self, tags) })
        return [row]
    }
}

struct PageRowBehavior: NodeBehavior {
    let pageSize: CGSize
    var name: String { "PageRow" }
    var isContainer: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        CGSize(width: pageSize.width * CGFloat(node.subviews.count), height: pageSize.height)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        Placements(node.subviews.indices) { index in
            Placement(origin: CGPoint(x: pageSize.width * CGFloat(index), y: 0), proposal: ProposedViewSize(pageSize), size: pageSize)
        }
    }
}

/// UIPageControl's dots: 7 pt circles 9 pt apart, the current one white and the others white
/// at 30%, 26 pt tall at the bottom; with `indexViewStyle(.page(backgroundDisplayMode:
/// .always))` on a dark translucent capsule (estimated from iOS 17 screenshots).
nonisolated struct PageIndex: View {
    let count: Int
    let current: Int
    @Environment(\.pageIndexShowsBackground) private var showsBackground

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Circle().fill(Color.white.opacity(index == current ? 1 : 0.3)).frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 9)
        .frame(height: 26)
        .background {
            if showsBackground { Capsule().fill(Color.black.opacity(0.25)) }
        }
        .padding(.bottom, 8)
    }
}
