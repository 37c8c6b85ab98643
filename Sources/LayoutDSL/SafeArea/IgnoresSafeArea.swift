/// `ignoresSafeArea(_:edges:)`: on each ignored edge where the view's frame meets the edge of
/// the safe area, the frame extends to the edge of the outer region, as SwiftUI grows
/// backgrounds under the status bar and home indicator.
struct IgnoresSafeAreaBehavior: SafeAreaBehavior {
    let edges: Edge.Set
    var name: String { "ignoresSafeArea" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { node.subview(0).sizeThatFits(proposal) }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let childProposal = ProposedViewSize(size)
        return Placements(Placement(origin: .zero, proposal: childProposal, size: node.subview(0).sizeThatFits(childProposal)))
    }

    /// Right to left, `.leading` is the right edge.
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect {
        let left: Edge.Set = rightToLeft ? .trailing : .leading, right: Edge.Set = rightToLeft ? .leading : .trailing
        var global = frame.applying(parent)
        let epsilon: CGFloat = 0.001
        if edges.contains(.top), global.minY <= area.safe.minY + epsilon, global.minY > area.outer.minY {
            global = CGRect(x: global.minX, y: area.outer.minY, width: global.width, height: global.maxY - area.outer.minY)
        }
        if edges.contains(.bottom), global.maxY >= area.safe.maxY - epsilon, global.maxY < area.outer.maxY {
            global.size.height = area.outer.maxY - global.minY
        }
        if edges.contains(left), global.minX <= area.safe.minX + epsilon, global.minX > area.outer.minX {
            global = CGRect(x: area.outer.minX, y: global.minY, width: global.maxX - area.outer.minX, height: global.height)
        }
        if edges.contains(right), global.maxX >= area.safe.maxX - epsilon, global.maxX < area.outer.maxX {
            global.size.width = area.outer.maxX - global.minX
        }
        return global.applying(parent.inverted())
    }

    /// Ignoring the safe area extends the frame only: content inside still learns the insets
    /// (`GeometryReader { $0.safeAreaInsets }.ignoresSafeArea()` reads the device's insets).
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea { area }
}

nonisolated extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        layoutModifier { IgnoresSafeAreaBehavior(edges: edges) }
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(edges: edges) }
}
