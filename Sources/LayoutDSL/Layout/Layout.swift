/// A container's layout algorithm: SwiftUI's `Layout` protocol. Every container of the engine
/// (stacks included) is one, so user layouts run exactly as built-in ones do.
public protocol Layout {
    typealias Subviews = LayoutSubviews
    associatedtype Cache = Void
    static var layoutProperties: LayoutProperties { get }
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

public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges along; spacers and dividers in it orient by it.
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public static var _builtInName: String? { nil }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
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

/// A key for a value a view passes to its container's layout: `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Layout {
    /// Lays out `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// A layout applied to the subviews its content produces.
struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let subviews = context.with(stackAxis: L.layoutProperties.stackOrientation).build(content)
        return [LayoutNode(LayoutBehavior(layout), subviews: subviews)]
    }
}

/// Runs a `Layout` for a node. The cache lives as long as the node (one pass).
struct LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    private let cache = CacheBox<L.Cache>()

    init(_ layout: L) { self.layout = layout }

    var name: String { L._builtInName ?? TypeNames.shared.name(L.self) }
    var isContainer: Bool { true }
    /// A user layout may implement `explicitAlignment`; the built-in ones do not.
    var definesExplicitGuides: Bool { L._builtInName == nil }

    private func withCache<R>(_ node: LayoutNode, recorder: PlacementRecorder? = nil,
                              _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        let subviews = LayoutSubviews(nodes: node.subviews, recorder: recorder)
        var value = cache.value ?? layout.makeCache(subviews: subviews)
        defer { cache.value = value }
        return body(subviews, &value)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let recorder = PlacementRecorder(count: node.subviews.count)
        withCache(node, recorder: recorder) {
            layout.placeSubviews(in: CGRect(size: size), proposal: proposal, subviews: $0, cache: &$1)
        }
        // A subview the layout did not place sits at the centre, proposed the container's size (as SwiftUI does).
        return node.subviews.indices.map { index in
            recorder.placements[index] ?? {
                let childProposal = ProposedViewSize(size)
                let childSize = node.subviews[index].sizeThatFits(childProposal)
                return Placement(origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
                                 proposal: childProposal, size: childSize)
            }()
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(size: size)
        let custom: CGFloat? = withCache(node) { subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        if let custom { return custom }
        guard key.combination != .none, !node.subviews.isEmpty else { return nil }
        let placed = placements(node: node, size: size, proposal: proposal)
        var values: [CGFloat] = []
        for (child, placement) in zip(node.subviews, placed) {
            if let value = child.explicitAlignment(key, placement.proposal) { values.append(placement.origin[key.axis] + value) }
        }
        return key.combine(values)
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        withCache(node) { layout.spacing(subviews: $0, cache: &$1) }
    }
}

final class CacheBox<Value> { var value: Value? }

extension HorizontalAlignment { init(key: AlignmentKey) { self.key = key } }
extension VerticalAlignment { init(key: AlignmentKey) { self.key = key } }

/// Collects the `place(at:anchor:proposal:)` calls of one `placeSubviews`.
final class PlacementRecorder {
    var placements: [Placement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}
