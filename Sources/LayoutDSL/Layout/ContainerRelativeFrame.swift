/// `containerRelativeFrame` (iOS 17): a frame sized from the nearest container rather than
/// from the proposal. SwiftUI's documentation: the container is the nearest enclosing scroll
/// view (or the window), and the length given to the closure is its size less its content
/// margins; the `count:span:spacing:` form divides that length into `count` equal columns
/// separated by `spacing` and takes `span` of them with the spacing between them.
///
/// Scroll views fill a `ContainerSize` as they are measured and placed (their viewport along
/// each axis); outside any scroll view the frame's own proposal stands in for the window,
/// which a root view is proposed.
struct ContainerRelativeFrameBehavior: UnaryLayoutBehavior {
    let axes: Axis.Set
    let alignment: Alignment
    let container: ContainerSize?
    let length: (CGFloat, Axis) -> CGFloat
    var name: String { "containerRelativeFrame" }

    /// The frame's length along `axis`, nil when the axis is not governed by the frame or no
    /// length is known.
    private func length(_ axis: Axis, proposal: ProposedViewSize) -> CGFloat? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
        let available = container?.length(axis) ?? (axis == .horizontal ? proposal.width : proposal.height)
        guard let available, available.isFinite else { return nil }
        return max(length(available, axis), 0).validLength
    }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
        ProposedViewSize(width: length(.horizontal, proposal: proposal) ?? proposal.width,
                         height: length(.vertical, proposal: proposal) ?? proposal.height)
    }

    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize {
        let width = length(.horizontal, proposal: proposal), height = length(.vertical, proposal: proposal)
        if let width, let height { return CGSize(width: width, height: height) }
        let size = childSize()
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint { child.origin(aligning: alignment, in: size) }
}

/// The size of the container a `containerRelativeFrame` measures against: a scroll view's
/// viewport less its content margins, written by the scroll view while it is laid out (a
/// reference, because the frame is built before its container knows its size).
final class ContainerSize {
    var size: CGSize?

    func length(_ axis: Axis) -> CGFloat? { axis == .horizontal ? size?.width : size?.height }
}

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: ContainerSize? = nil }

extension EnvironmentValues {
    var containerSize: ContainerSize? {
        get { self[ContainerSizeKey.self] } set { self[ContainerSizeKey.self] = newValue }
    }
}

nonisolated struct ContainerRelativeFrameModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeBehavior(in context: BuildContext) -> ContainerRelativeFrameBehavior {
        ContainerRelativeFrameBehavior(axes: axes, alignment: alignment, container: context.environment.containerSize, length: length)
    }
}

nonisolated extension View {
    /// The container's full length along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// `span` of `count` equal columns (rows) of the container, `spacing` apart: a carousel page
    /// per item with `count: 1`, two items a screen with `count: 2`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(count, 1), span = min(max(span, 1), count)
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// A length computed from the container's along each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
