/// A container's layout algorithm: SwiftUI's `Layout` protocol. Every container of the engine
/// (stacks included) is one, so user layouts run exactly as built-in ones do.
public protocol Layout: Animatable {
    typealias Subviews = LayoutSubviews
    associatedtype Cache = Void
    static var layoutProperties: LayoutProperties { get }
    /// The properties of this instance: the type's, except for a layout chosen at run time
    /// (`AnyLayout`). A requirement, so the container asks without a dynamic cast.
    var _layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// SwiftUI's view name for a built-in layout ("HStack"), which the resolved tree reports;
    /// nil for other layouts. A requirement, so naming a node takes no dynamic cast.
    static var _builtInName: String? { get }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public var _layoutProperties: LayoutProperties { Self.layoutProperties }
    public static var _builtInName: String? { nil }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// Every edge of every subview, each category at its largest; a plain view's without subviews.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.isEmpty ? ViewSpacing() : subviews.reduce(ViewSpacing.empty) { $0.union($1.spacing) }
    }
    /// By default a layout's guide combines its subviews' explicit values where they were placed (R19).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    /// Lays out `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// A layout applied to the subviews its content produces.
nonisolated struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func makeNodes(in context: BuildContext) -> NodeList { layout.containerNodes(content, in: context) }
}

extension Layout {
    /// The container's node around the nodes `content` builds. The stacks call this with their
    /// own fields (making a `_LayoutRoot` of them copied the whole content, every view of the
    /// block), and it is inlined there, where the layout's type is known: the node's type,
    /// `BehaviorNode<LayoutBehavior<HStackLayout>>`, is then a constant, where generic code
    /// looked it and `LayoutBehavior`'s up in the runtime's metadata cache for every stack
    /// built (callgrind; Benchmarks.md, the ninth to fourteenth passes).
    ///
    /// A layout with animatable data (`Layout` refines `Animatable`) is laid out, frame by
    /// frame, with that data as its animations show it (see `AnimatedData`).
    @inline(__always)
    func containerNodes<Content: View>(_ content: Content, in context: BuildContext) -> NodeList {
        let properties = _layoutProperties
        var inner = context.with(stackAxis: properties.stackOrientation)
        let subviews: NodeList
        if properties.arrangesGridRows {
            inner.environment.isInGrid = true
            subviews = GridCellRow.cells(of: inner.build(content))
        } else {
            subviews = inner.build(content)
        }
        guard AnimatableData.self != EmptyAnimatableData.self else {
            return NodeList(LayoutNode.make(LayoutBehavior(self), subviews: subviews))
        }
        let identity = context.child(.type(ObjectIdentifier(Self.self))).child(.slot(-1)).identity
        return context.buildAnimated(self, at: identity) { NodeList(LayoutNode.make(LayoutBehavior($0), subviews: subviews)) }
    }
}
