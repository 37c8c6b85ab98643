/// A layout of a type chosen at run time (Apple's `AnyLayout`): "use an AnyLayout instance to
/// enable dynamically changing the type of a layout container without destroying the state of
/// the subviews", e.g. `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
/// The container's view type stays `AnyLayout` whatever it wraps, so its subviews keep their
/// identity and a change of layout moves them, animated like any other change. The wrapped
/// layout's cache is kept in `Cache` and made anew when the wrapped type changes.
public struct AnyLayout: Layout {
    public struct Cache {
        var base: Any
    }

    private let storage: any ErasedLayout

    public init<L: Layout>(_ layout: L) {
        storage = (layout as? AnyLayout)?.storage ?? TypedLayout(layout: layout)
    }

    /// The wrapped layout's properties: an `HStackLayout` wrapped still lays out spacers across.
    public var _layoutProperties: LayoutProperties { storage.properties }

    public func makeCache(subviews: Subviews) -> Cache { Cache(base: storage.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { storage.updateCache(&cache.base, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { storage.spacing(subviews, &cache.base) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache.base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, &cache.base)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide, bounds, proposal, subviews, &cache.base)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide, bounds, proposal, subviews, &cache.base)
    }
}

/// A layout's methods over a cache of any type.
private protocol ErasedLayout {
    var properties: LayoutProperties { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

private struct TypedLayout<L: Layout>: ErasedLayout {
    let layout: L

    var properties: LayoutProperties { layout._layoutProperties }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` on the cache as the layout's type, made for these subviews if it was another's.
    private func withCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
