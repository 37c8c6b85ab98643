/// Everything the engine knows about one scroll view, kept by the graph's `ScrollModel` from
/// pass to pass under the scroll view's structural identity: what addresses it, its offset, the
/// sizes of its content and container, what it is doing, and how a fling settles.
struct ScrollRecord {
    /// What `ScrollTarget`s it answers to, refreshed each time it is placed.
    var isFirst = false
    var identifier: String?
    var id: AnyHashable?

    var axes: Axis.Set = .vertical
    /// `UIScrollView.contentOffset` before content margins: positive y scrolls content up,
    /// negative y is overscroll.
    var offset: CGPoint = .zero
    /// The placed content's size (content margins included) and the viewport's size.
    var contentSize: CGSize = .zero
    var containerSize: CGSize = .zero
    var margins = EdgeInsets()
    var phase: ScrollPhase = .idle
    /// Laid out right to left: the offset's x runs from the right end of the content.
    var isRightToLeft = false

    /// How a fling settles, and the frames (content space) of the scroll targets when they matter.
    var targetBehavior: ScrollTargetKind = .none
    var targetFrames: [CGRect] = []
    /// A `.refreshable` action: pulling past the trigger distance runs it.
    var refresh: RefreshAction?

    func answers(_ target: ScrollTarget) -> Bool {
        switch target {
        case .first: return isFirst
        case .identifier(let name): return identifier == name
        case .id(let value): return id == value
        }
    }

    /// The largest offset along each axis: content size less the viewport, never negative.
    var maxOffset: CGPoint {
        CGPoint(x: max(contentSize.width - containerSize.width, 0), y: max(contentSize.height - containerSize.height, 0))
    }

    /// iOS 18's `ScrollGeometry`, in UIKit's contentOffset convention: at rest with a top
    /// margin, y is −margin.
    var geometry: ScrollGeometry {
        let inner = CGSize(width: contentSize.width - margins.horizontal, height: contentSize.height - margins.vertical)
        return ScrollGeometry(contentOffset: CGPoint(x: offset.x - margins.leading, y: offset.y - margins.top),
                              contentSize: inner, contentInsets: margins, containerSize: containerSize)
    }
}
