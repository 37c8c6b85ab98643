/// The flexible `frame(minWidth:idealWidth:maxWidth:…)` (R7). Per axis: the subview is proposed
/// the proposal clamped to [min, max] (an unspecified proposal becomes the ideal, if given);
/// the frame's size is the subview's clamped from below by `min(proposal, subview)` and above by
/// `max(proposal, subview)` where bounds are given, so a frame with both bounds takes the
/// clamped proposal, and an unspecified proposal with an ideal takes the ideal. The subview is
/// aligned in the frame by its guides, as in a fixed frame (R6).
struct FlexibleFrameBehavior: UnaryLayoutBehavior {
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

    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize {
        let size = childSize()
        return CGSize(width: width.size(proposed: proposal.width, child: size.width),
                      height: height.size(proposed: proposal.height, child: size.height))
    }

    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint { child.origin(aligning: alignment, in: size) }

    /// An axis the frame constrains has a plain view's spacing (OpenSwiftUI's
    /// `_FlexibleFrameLayout.spacing`, SwiftUI since iOS 15): `frame(maxWidth: .infinity)` keeps
    /// a text's spacing above and below it, `frame(minHeight: 44)` does not.
    func spacing(node: LayoutNode) -> ViewSpacing {
        var spacing = node.subview(0).spacing
        if width.min != nil || width.ideal != nil || width.max != nil { spacing.reset(.horizontal) }
        if height.min != nil || height.ideal != nil || height.max != nil { spacing.reset(.vertical) }
        return spacing
    }
}

nonisolated extension View {
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        layoutModifier {
            FlexibleFrameBehavior(width: .init(min: minWidth?.validLength, ideal: idealWidth?.validLength, max: maxWidth?.validMaximum),
                                  height: .init(min: minHeight?.validLength, ideal: idealHeight?.validLength, max: maxHeight?.validMaximum),
                                  alignment: alignment)
        }
    }
}
