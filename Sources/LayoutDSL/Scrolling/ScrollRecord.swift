/// Everything the engine knows about one scroll view, kept by the graph's `ScrollModel` from
/// pass to pass under the scroll view's structural identity: what addresses it, its offset, the
/// sizes of its content and container, what it is doing, and how a fling settles.
struct ScrollRecord {
    /// What `ScrollViewSelector`s it answers to, refreshed each time it is placed.
    var isFirst = false
    var identifier: String?
    var id: AnyHashable?

    var axes: Axis.Set = .vertical
    /// `UIScrollView.contentOffset` before content margins: positive y scrolls content up,
    /// negative y is overscroll.
    var offset: CGPoint = .zero
    /// Which way the content last scrolled vertically within its range (`.down` as the offset
    /// grows, the content moving up; rubber-banding past either end does not count): what a tab
    /// bar minimizes by (`TabBarMinimizeBehavior`). Nil before any scroll, and after a tap on the
    /// minimized bar expands it.
    var verticalDirection: VerticalDirection?
    /// The placed content's size (content margins and safe-area insets included) and the
    /// viewport's size (reaching under the safe area).
    var contentSize: CGSize = .zero
    var containerSize: CGSize = .zero
    var margins = EdgeInsets()
    /// The safe area the viewport reaches under, by which it insets its content and indicators.
    var safeAreaInsets = EdgeInsets()
    var phase: ScrollPhase = .idle
    /// Laid out right to left: the offset's x runs from the right end of the content.
    var isRightToLeft = false

    /// How a fling settles, and the frames (content space) of the scroll targets when they matter.
    var targetBehavior: ScrollSettling?
    var targetFrames: [CGRect] = []
    /// A `.refreshable` action: pulling past the trigger distance runs it.
    var refresh: RefreshAction?

    func answers(_ target: ScrollViewSelector) -> Bool {
        switch target {
        case .first: return isFirst
        case .identifier(let name): return identifier == name
        case .id(let value): return id == value
        }
    }

    /// Moves the offset as scrolling does (a touch, a host, `scrollTo`), noting which way it went;
    /// an anchor placing content at rest sets `offset` itself.
    mutating func scroll(to newOffset: CGPoint) {
        let from = min(max(offset.y, 0), maxOffset.y), to = min(max(newOffset.y, 0), maxOffset.y)
        if to != from { verticalDirection = to > from ? .down : .up }
        offset = newOffset
    }

    /// The largest offset along each axis: content size less the viewport, never negative.
    var maxOffset: CGPoint {
        CGPoint(x: max(contentSize.width - containerSize.width, 0), y: max(contentSize.height - containerSize.height, 0))
    }

    /// iOS 18's `ScrollGeometry`, in UIKit's contentOffset convention: the content insets are
    /// the margins and the safe area (`adjustedContentInset`), and at rest y is −(top inset).
    var geometry: ScrollGeometry {
        let insets = EdgeInsets(top: margins.top + safeAreaInsets.top, leading: margins.leading + safeAreaInsets.leading,
                                bottom: margins.bottom + safeAreaInsets.bottom, trailing: margins.trailing + safeAreaInsets.trailing)
        let inner = CGSize(width: contentSize.width - insets.horizontal, height: contentSize.height - insets.vertical)
        return ScrollGeometry(contentOffset: CGPoint(x: offset.x - insets.leading, y: offset.y - insets.top),
                              contentSize: inner, contentInsets: insets, containerSize: containerSize)
    }
}
