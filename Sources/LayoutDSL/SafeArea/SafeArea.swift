/// The safe area during placement, in root space: `safe` is where content belongs; `outer` is
/// how far views that ignore the safe area may extend (the canvas, or a container's bounds).
struct SafeArea {
    var safe: CGRect
    var outer: CGRect

    /// The insets a view with this global frame has: the parts of it outside the safe rect.
    func insets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: min(max(safe.minY - frame.minY, 0), frame.height),
                   leading: min(max(safe.minX - frame.minX, 0), frame.width),
                   bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
                   trailing: min(max(frame.maxX - safe.maxX, 0), frame.width))
    }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Behaviors that change the safe area their subviews see, or their own placement by it.
protocol SafeAreaBehavior: NodeBehavior {
    /// The node's frame in its parent's space, adjusted for the safe area (default: unchanged).
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea) -> CGRect
    /// The safe area the node's subviews see, given the node's placed global frame and where
    /// its subviews go (in its local space).
    func childArea(_ area: SafeArea, frame: CGRect, placements: [Placement]) -> SafeArea
}

extension SafeAreaBehavior {
    var asSafeArea: SafeAreaBehavior? { self }
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea) -> CGRect { frame }
}

/// `ignoresSafeArea(_:edges:)`: on each ignored edge where the view's frame meets the edge of
/// the safe area, the frame extends to the edge of the outer region, as SwiftUI grows
/// backgrounds under the status bar and home indicator.
struct IgnoresSafeAreaBehavior: SafeAreaBehavior {
    let edges: Edge.Set
    var name: String { "ignoresSafeArea" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { node.subviews[0].sizeThatFits(proposal) }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let childProposal = ProposedViewSize(size)
        return [Placement(origin: .zero, proposal: childProposal, size: node.subviews[0].sizeThatFits(childProposal))]
    }

    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea) -> CGRect {
        var global = frame.applying(parent)
        let epsilon: CGFloat = 0.001
        if edges.contains(.top), global.minY <= area.safe.minY + epsilon, global.minY > area.outer.minY {
            global = CGRect(x: global.minX, y: area.outer.minY, width: global.width, height: global.maxY - area.outer.minY)
        }
        if edges.contains(.bottom), global.maxY >= area.safe.maxY - epsilon, global.maxY < area.outer.maxY {
            global.size.height = area.outer.maxY - global.minY
        }
        if edges.contains(.leading), global.minX <= area.safe.minX + epsilon, global.minX > area.outer.minX {
            global = CGRect(x: area.outer.minX, y: global.minY, width: global.maxX - area.outer.minX, height: global.height)
        }
        if edges.contains(.trailing), global.maxX >= area.safe.maxX - epsilon, global.maxX < area.outer.maxX {
            global.size.width = area.outer.maxX - global.minX
        }
        return global.applying(parent.inverted())
    }

    /// Ignoring the safe area extends the frame only: content inside still learns the insets
    /// (`GeometryReader { $0.safeAreaInsets }.ignoresSafeArea()` reads the device's insets).
    func childArea(_ area: SafeArea, frame: CGRect, placements: [Placement]) -> SafeArea { area }
}

/// `safeAreaPadding`: padding whose inset region counts as unsafe, so content inside that
/// ignores the safe area may still extend into it.
struct SafeAreaPaddingBehavior: SafeAreaBehavior {
    let padding: PaddingBehavior
    var name: String { "safeAreaPadding" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { padding.sizeThatFits(proposal, node: node) }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        padding.placements(node: node, size: size, proposal: proposal)
    }

    func childArea(_ area: SafeArea, frame: CGRect, placements: [Placement]) -> SafeArea {
        let insets = padding.insets
        let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: max(frame.width - insets.horizontal, 0), height: max(frame.height - insets.vertical, 0))
        return SafeArea(safe: area.safe.intersection(inner).isNull ? inner : area.safe.intersection(inner), outer: area.outer)
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset content sits along the edge at
/// its ideal thickness; the main content is laid out in what remains (less `spacing`), and its
/// safe area shrinks by the same amount.
struct SafeAreaInsetBehavior: SafeAreaBehavior {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    var name: String { "safeAreaInset" }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func insetSize(_ node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
        var probe = p
        probe[axis] = nil
        return node.subviews[1].sizeThatFits(probe)
    }

    private func contentProposal(_ node: LayoutNode, _ p: ProposedViewSize) -> ProposedViewSize {
        var proposal = p
        let thickness = insetSize(node, p)[axis] + spacing
        proposal[axis] = p[axis].map { max($0 - thickness, 0) }
        return proposal
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let content = node.subviews[0].sizeThatFits(contentProposal(node, proposal))
        var size = content
        size[axis] += insetSize(node, proposal)[axis] + spacing
        size[axis.other] = max(size[axis.other], insetSize(node, proposal)[axis.other])
        return size
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let contentProposal = contentProposal(node, proposal)
        let content = node.subviews[0].sizeThatFits(contentProposal)
        var insetProposal = ProposedViewSize(size)
        insetProposal[axis] = nil
        let inset = node.subviews[1].sizeThatFits(insetProposal)
        let thickness = inset[axis] + spacing
        let leadingEdge = edge == .top || edge == .leading
        var contentOrigin = CGPoint.zero
        if leadingEdge { contentOrigin[axis] = thickness }
        var insetOrigin = CGPoint.zero
        insetOrigin[axis] = leadingEdge ? 0 : size[axis] - inset[axis]
        let cross = axis == .vertical ? ViewDimensions(size: size)[alignment.horizontal] - ViewDimensions(size: inset)[alignment.horizontal]
                                      : ViewDimensions(size: size)[alignment.vertical] - ViewDimensions(size: inset)[alignment.vertical]
        insetOrigin[axis.other] = cross
        return [Placement(origin: contentOrigin, proposal: contentProposal, size: content),
                Placement(origin: insetOrigin, proposal: insetProposal, size: inset)]
    }

    /// The strip the inset occupies (with the spacing) is outside the content's safe area.
    func childArea(_ area: SafeArea, frame: CGRect, placements: [Placement]) -> SafeArea {
        let content = CGRect(origin: placements[0].origin, size: placements[0].size)
            .offsetBy(dx: frame.minX, dy: frame.minY)
        var safe = area.safe
        switch edge {
        case .top: safe = CGRect(x: safe.minX, y: max(safe.minY, content.minY), width: safe.width, height: safe.maxY - max(safe.minY, content.minY))
        case .bottom: safe.size.height = max(min(safe.maxY, content.maxY) - safe.minY, 0)
        case .leading: safe = CGRect(x: max(safe.minX, content.minX), y: safe.minY, width: safe.maxX - max(safe.minX, content.minX), height: safe.height)
        case .trailing: safe.size.width = max(min(safe.maxX, content.maxX) - safe.minX, 0)
        }
        return SafeArea(safe: safe, outer: area.outer)
    }
}

struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edge: Edge, alignment: Alignment, spacing: CGFloat?
    let inset: Inset

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        content.map { primary in
            let layers = context.child(.slot(5)).with(stackAxis: nil).build(inset)
            let layer = ZStackLayout(alignment: alignment).implicitContainer(of: layers)
            return LayoutNode(SafeAreaInsetBehavior(edge: edge, alignment: alignment, spacing: spacing ?? 0), subviews: [primary, layer])
        }
    }
}

extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        layoutModifier { IgnoresSafeAreaBehavior(edges: edges) }
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(edges: edges) }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        layoutModifier { SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: EdgeInsets(edges, length ?? 16))) }
    }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        layoutModifier { SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: insets)) }
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                       spacing: spacing, inset: content()))
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
                                       spacing: spacing, inset: content()))
    }
}
