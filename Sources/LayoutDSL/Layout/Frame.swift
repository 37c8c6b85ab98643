/// Places a subview so that its guide for `alignment` meets the container's default guide
/// (explicit guides of the subview count; those of the container do not), as SwiftUI's frames do.
func alignedOrigin(of child: LayoutNode, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
    let dimensions = child.dimensions(proposal)
    let frame = ViewDimensions(size: size)
    return CGPoint(x: frame[alignment.horizontal] - dimensions[alignment.horizontal],
                   y: frame[alignment.vertical] - dimensions[alignment.vertical])
}

/// `frame(width:height:alignment:)` (R6): given dimensions are fixed and proposed to the
/// subview; missing ones pass the proposal through and adopt the subview's size.
struct FixedFrameBehavior: NodeBehavior {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    var name: String { "frame" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = node.subviews[0].sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let child = node.subviews[0], childProposal = childProposal(proposal)
        return [Placement(origin: alignedOrigin(of: child, proposal: childProposal, in: size, alignment: alignment),
                          proposal: childProposal, size: child.sizeThatFits(childProposal))]
    }

    /// A fixed dimension hides the subview's own spacing preference on those edges.
    func spacing(node: LayoutNode) -> ViewSpacing {
        var spacing = node.subviews[0].spacing
        if width != nil { spacing.leading = nil; spacing.trailing = nil }
        if height != nil { spacing.top = nil; spacing.bottom = nil }
        return spacing
    }
}

/// The flexible `frame(minWidth:idealWidth:maxWidth:…)` (R7). Per axis: the subview is proposed
/// the proposal clamped to [min, max] (an unspecified proposal becomes the ideal, if given);
/// the frame's size is the subview's clamped from below by `min(proposal, subview)` and above by
/// `max(proposal, subview)` where bounds are given, so a frame with both bounds takes the
/// clamped proposal, and an unspecified proposal with an ideal takes the ideal.
struct FlexibleFrameBehavior: NodeBehavior {
    struct Bounds {
        let min: CGFloat?, ideal: CGFloat?, max: CGFloat?
        /// SwiftUI's init order: min ≥ 0 is not enforced, but ideal ≥ min and max ≥ ideal are.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            self.min = min
            let ideal = ideal.map { value in min.map { Swift.max($0, value) } ?? value }
            self.ideal = ideal
            self.max = max.map { value in (ideal ?? min).map { Swift.max($0, value) } ?? value }
        }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed else { return ideal }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        func size(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if proposed == nil, let ideal { return ideal }
            let proposal = childProposal(proposed) ?? child
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, proposal)) }
            if let max { result = Swift.min(max, Swift.max(result, proposal)) }
            return result
        }
    }
    let width: Bounds, height: Bounds, alignment: Alignment
    var name: String { "frame" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let child = node.subviews[0].sizeThatFits(childProposal(proposal))
        return CGSize(width: width.size(proposed: proposal.width, child: child.width),
                      height: height.size(proposed: proposal.height, child: child.height))
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let child = node.subviews[0], childProposal = childProposal(proposal)
        return [Placement(origin: alignedOrigin(of: child, proposal: childProposal, in: size, alignment: alignment),
                          proposal: childProposal, size: child.sizeThatFits(childProposal))]
    }
}

/// `padding` (R8): the subview is proposed the proposal less the insets (never negative) and
/// the padded view is the subview's size plus the insets.
struct PaddingBehavior: NodeBehavior {
    let insets: EdgeInsets
    var name: String { "padding" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - insets.horizontal, 0) },
                         height: p.height.map { max($0 - insets.vertical, 0) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let child = node.subviews[0].sizeThatFits(childProposal(proposal))
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let childProposal = childProposal(proposal)
        return [Placement(origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal,
                          size: node.subviews[0].sizeThatFits(childProposal))]
    }
}

/// `fixedSize` (R15): proposes nil (the ideal) on the fixed axes and reports the subview's answer.
struct FixedSizeBehavior: NodeBehavior {
    let horizontal: Bool, vertical: Bool
    var name: String { "fixedSize" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        node.subviews[0].sizeThatFits(childProposal(proposal))
    }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let childProposal = childProposal(proposal)
        return [Placement(origin: .zero, proposal: childProposal, size: node.subviews[0].sizeThatFits(childProposal))]
    }
}

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// `aspectRatio` (R14): the subview is proposed the largest (fit) or smallest (fill) size of
/// the ratio within the proposal; a nil ratio uses the subview's ideal size. Centred.
struct AspectRatioBehavior: NodeBehavior {
    let ratio: CGFloat?
    let contentMode: ContentMode
    var name: String { "aspectRatio" }

    func childProposal(_ p: ProposedViewSize, node: LayoutNode) -> ProposedViewSize {
        let ideal = node.subviews[0].sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case let (w?, h?):
            let wide = w / h > r
            let byHeight = contentMode == .fit ? wide : !wide
            if byHeight, h.isFinite { return ProposedViewSize(width: h * r, height: h) }
            if w.isFinite { return ProposedViewSize(width: w, height: w / r) }
            return ProposedViewSize(width: h * r, height: h)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil): return ProposedViewSize(width: ideal.height * r, height: ideal.height)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        node.subviews[0].sizeThatFits(childProposal(proposal, node: node))
    }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let childProposal = childProposal(proposal, node: node)
        let child = node.subviews[0].sizeThatFits(childProposal)
        return [Placement(origin: CGPoint(x: (size.width - child.width) / 2, y: (size.height - child.height) / 2),
                          proposal: childProposal, size: child)]
    }
}

/// `position(x:y:)` (R12): takes the whole proposal (unspecified dimensions become the
/// subview's) and centres the subview on the point.
struct PositionBehavior: NodeBehavior {
    let position: CGPoint
    var name: String { "position" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: node.subviews[0].sizeThatFits(proposal))
    }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let child = node.subviews[0].sizeThatFits(proposal)
        return [Placement(origin: CGPoint(x: position.x - child.width / 2, y: position.y - child.height / 2),
                          proposal: proposal, size: child)]
    }
}

/// `alignmentGuide(_:computeValue:)`: the view's explicit value for one guide, computed from
/// its dimensions (which include its own explicit guides).
struct AlignmentGuideBehavior: NodeBehavior {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    var name: String { "alignmentGuide" }
    var definesExplicitGuides: Bool { true }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = node.subviews[0]
        return key == self.key ? compute(child.dimensions(proposal)) : child.explicitAlignment(key, proposal)
    }
}
